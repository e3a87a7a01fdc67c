import { describe, expect, it } from 'vitest';
import { clientEvents, realtimeEvents } from '../rules/realtime-protocol.ts';
import { realtimeWire } from './realtime.ts';

describe('realtimeWire', () => {
  it('gives every event the server sends and every client event a schema, on one kind of channel', () => {
    const mapped = Object.values(realtimeWire).flatMap((events) => Object.keys(events));
    const named = [...Object.values(realtimeEvents), ...Object.values(clientEvents)];
    expect([...mapped].sort()).toEqual([...named].sort());
  });
});
