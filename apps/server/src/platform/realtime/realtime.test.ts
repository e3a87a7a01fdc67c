import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type Pusher from 'pusher-js';
import { messages, realtimeChannels, realtimeCodes, type Chat, type ValidationError } from '@mp/contract';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { connectPusher, listening, nextEvent, subscribe } from '../../test/realtime.ts';

const t = useTestApp();
let base: string;
let alice: SignedIn;
let bob: SignedIn;
const clients: Pusher[] = [];

beforeAll(async () => {
  base = await listening(t.app);
  [alice, bob] = await Promise.all([t.signedIn(), t.signedIn()]);
});
afterAll(() => clients.forEach((client) => client.disconnect()));

async function pusherOf(token?: string) {
  const client = await connectPusher(base, token);
  clients.push(client);
  return client;
}

/** A raw protocol connection: the frames the server sends, parsed, in order. */
async function rawSocket(path = '/app/marketplace-key', headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}${path}?protocol=7`, { headers });
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const waiting: (() => void)[] = [];
  ws.on('message', (raw: Buffer) => {
    frames.push(JSON.parse(raw.toString('utf8')) as (typeof frames)[number]);
    waiting.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const frame = async (event: string) => {
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) return found;
      await new Promise<void>((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(
          () => reject(new Error(`no ${event}; got ${frames.map((f) => f.event).join(', ')}`)),
          2000,
        );
      });
    }
  };
  return { ws, frames, frame, closed };
}

async function authorise(token: string, socketId: string, channel: string) {
  const res = await fetch(`${base}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { auth: string; channel_data: string; message?: string },
  };
}

async function socketIdOf(socket: Awaited<ReturnType<typeof rawSocket>>) {
  const established = await socket.frame('pusher:connection_established');
  return JSON.parse(established.data as string) as { socket_id: string; activity_timeout: number };
}

describe('the Pusher protocol at /app/:key', () => {
  it('establishes a connection with a socket id and the 30 s activity timeout, and answers ping with pong', async () => {
    const socket = await rawSocket();
    const { socket_id, activity_timeout } = await socketIdOf(socket);
    expect(socket_id).toMatch(/^\d+\.\d+$/);
    expect(activity_timeout).toBe(30);
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect((await socket.frame('pusher:pong')).event).toBe('pusher:pong');
    socket.ws.close();
  });

  it('refuses an unknown app key with 4001 and a foreign page with 4009', async () => {
    const unknown = await rawSocket('/app/another-key');
    expect(await unknown.closed).toBe(realtimeCodes.appUnknown);
    const foreign = await rawSocket('/app/marketplace-key', { origin: 'https://evil.example' });
    expect(await foreign.closed).toBe(realtimeCodes.unauthorized);
    const local = await rawSocket('/app/marketplace-key', { origin: base });
    expect((await socketIdOf(local)).socket_id).toBeTruthy();
    local.ws.close();
  });

  it('lets pusher-js subscribe to one’s own notifications and refuses someone else’s', async () => {
    const client = await pusherOf(alice.token);
    await expect(subscribe(client, realtimeChannels.userNotifications(alice.user.id))).resolves.toBeTruthy();
    await expect(subscribe(client, realtimeChannels.userNotifications(bob.user.id))).rejects.toThrow();
  });

  it('refuses a guest and an unknown channel at the auth endpoint', async () => {
    const guest = await t.call('POST', '/broadcasting/auth', undefined, {
      socket_id: '1.2',
      channel_name: realtimeChannels.userNotifications(alice.user.id),
    });
    expect(guest.statusCode).toBe(401);
    const unknown = await authorise(alice.token, '1.2', 'presence-lobby');
    expect(unknown).toMatchObject({ status: 403, body: { message: messages.channelForbidden } });
    const badSocket = await t.call('POST', '/broadcasting/auth', alice.token, {
      socket_id: 'x',
      channel_name: realtimeChannels.userNotifications(alice.user.id),
    });
    expect(badSocket.statusCode).toBe(422);
    expect(badSocket.json<ValidationError>().errors.socket_id).toEqual([messages.socketIdInvalid]);
    const oversized = await t.call('POST', '/broadcasting/auth', alice.token, {
      socket_id: '1.2',
      channel_name: `private-chat.${'1'.repeat(300)}`,
    });
    expect(oversized.statusCode).toBe(422);
  });

  it('refuses a forged signature and a signature made for another socket', async () => {
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const channel = realtimeChannels.userNotifications(alice.user.id);
    const { body } = await authorise(alice.token, socket_id, channel);
    const forged = `${body.auth.slice(0, -4)}0000`;
    socket.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: forged, channel_data: body.channel_data },
      }),
    );
    const refused = await socket.frame('pusher:subscription_error');
    expect(refused).toMatchObject({ channel, data: { status: 401 } });

    const other = await rawSocket();
    const otherId = (await socketIdOf(other)).socket_id;
    const stolen = await authorise(alice.token, otherId, channel);
    socket.frames.length = 0;
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...stolen.body } }));
    expect((await socket.frame('pusher:subscription_error')).data).toMatchObject({ status: 401 });

    const renamed = JSON.stringify({ user_id: bob.user.id });
    socket.frames.length = 0;
    socket.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: body.auth, channel_data: renamed },
      }),
    );
    expect((await socket.frame('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    socket.ws.close();
    other.ws.close();
  });

  it('refuses client events on a notifications channel', async () => {
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const channel = realtimeChannels.userNotifications(alice.user.id);
    const { body } = await authorise(alice.token, socket_id, channel);
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...body } }));
    await socket.frame('pusher_internal:subscription_succeeded');
    socket.ws.send(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    expect((await socket.frame('pusher:error')).data).toMatchObject({ code: null });
    socket.ws.close();
  });

  it('closes a connection with 4301 past 10 client events a second', async () => {
    const chat = await t.call('POST', '/chats', alice.token, { user_id: bob.user.id });
    const channel = realtimeChannels.chat(chat.json<{ data: Chat }>().data.id);
    const socket = await rawSocket();
    const { socket_id } = await socketIdOf(socket);
    const { body } = await authorise(alice.token, socket_id, channel);
    socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...body } }));
    await socket.frame('pusher_internal:subscription_succeeded');
    for (let i = 0; i < 11; i++)
      socket.ws.send(JSON.stringify({ event: 'client-typing', channel, data: {} }));
    expect(await socket.closed).toBe(realtimeCodes.clientEventRejected);
    expect((await socket.frame('pusher:error')).data).toMatchObject({
      code: realtimeCodes.clientEventRejected,
    });
  });

  it('answers unreadable frames with an error and keeps the connection', async () => {
    const socket = await rawSocket();
    await socketIdOf(socket);
    socket.ws.send('{not json');
    expect((await socket.frame('pusher:error')).event).toBe('pusher:error');
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await socket.frame('pusher:pong');
    socket.ws.close();
  });
});

describe('presence', () => {
  it('tells a chat partner when a user comes online and goes offline', async () => {
    const [carol, dave] = await Promise.all([t.signedIn(), t.signedIn()]);
    await t.call('POST', '/chats', carol.token, { user_id: dave.user.id, message: 'Здравствуйте' });
    const daveClient = await pusherOf(dave.token);
    const daveChannel = await subscribe(daveClient, realtimeChannels.userNotifications(dave.user.id));

    const online = nextEvent<{ user_id: number }>(daveChannel, 'user-online');
    const carolClient = await connectPusher(base, carol.token);
    await subscribe(carolClient, realtimeChannels.userNotifications(carol.user.id));
    expect(await online).toEqual({ user_id: carol.user.id });
    const list = await t.call('GET', '/chats', dave.token);
    const [chat] = list.json<{ data: Chat[] }>().data;
    expect(chat?.users.find((u) => u.id === carol.user.id)?.is_online).toBe(true);

    const offline = nextEvent<{ user_id: number }>(daveChannel, 'user-offline');
    carolClient.disconnect();
    expect(await offline).toEqual({ user_id: carol.user.id });
  });
});
