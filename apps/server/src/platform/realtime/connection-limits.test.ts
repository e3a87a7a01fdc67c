import { describe, expect, it } from 'vitest';
import { realtimeCodes } from '@mp/contract';
import { useTestApp } from '../../test/harness.ts';
import { listening, openRawSocket } from '../../test/realtime.ts';

// A small cap so the test stays small; behind a proxy (TRUST_PROXY) the forwarded address counts.
const t = useTestApp({ env: () => ({ REALTIME_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: 'true' }) });

const from = async (address: string) =>
  openRawSocket(await listening(t.app), undefined, { 'x-forwarded-for': address });

describe('what one address may do over WebSockets', () => {
  it('holds a cap of open sockets per client address, closing the one past it with 4100', async () => {
    const held = await Promise.all([1, 2, 3].map(() => from('203.0.113.5')));
    await Promise.all(held.map((socket) => socket.frame('pusher:connection_established')));

    const over = await from('203.0.113.5');
    expect(await over.closed).toBe(realtimeCodes.overCapacity);
    expect((await over.frame('pusher:error')).data).toMatchObject({ code: realtimeCodes.overCapacity });

    const neighbour = await from('203.0.113.6');
    await neighbour.frame('pusher:connection_established');

    held[0]!.ws.close();
    await held[0]!.closed;
    await expect
      .poll(async () => {
        const again = await from('203.0.113.5');
        const outcome = await Promise.race([
          again.frame('pusher:connection_established').then(() => 'open'),
          again.closed.then(() => 'closed'),
        ]);
        again.ws.close();
        return outcome;
      })
      .toBe('open');
    [...held, neighbour].forEach((socket) => socket.ws.close());
  });

  it('counts unreadable frames with client events and closes a flood of them with 4301', async () => {
    const socket = await from('203.0.113.7');
    await socket.frame('pusher:connection_established');
    for (let i = 0; i < 11; i++) socket.ws.send(i % 2 ? '{not json' : '[1,2]');
    expect(await socket.closed).toBe(realtimeCodes.clientEventRejected);
  });
});
