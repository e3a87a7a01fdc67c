import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect.ts';

describe('WebSocket reconnection (spec §9)', () => {
  it('waits 1 s, doubling, for five attempts, then gives up', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelayMs)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16000,
      undefined,
      undefined,
    ]);
  });
});
