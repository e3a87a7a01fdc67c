import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { parseChannel, realtimeWire } from '@mp/contract';
import type { ChannelEvent } from '../platform/realtime/broker.ts';

const mismatches: string[] = [];

/**
 * Reads a delivered event as a client receives it (JSON) by its schema in the contract's `realtimeWire`:
 * an event the map does not name, a payload the schema refuses, or fields it does not know are noted,
 * and `setup.ts` fails the test during which they were sent.
 */
export function checkAgainstWire({ channel, event, data }: ChannelEvent): void {
  const where = `${event} on ${channel}`;
  const kind = parseChannel(channel)?.kind;
  const schema = kind && (realtimeWire[kind] as Record<string, z.ZodType | undefined>)[event];
  if (!schema) return void mismatches.push(`${where}: not in realtimeWire`);
  const received: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
  const read = schema.safeParse(received);
  if (!read.success) return void mismatches.push(`${where}: ${read.error.message}`);
  if (!isDeepStrictEqual(read.data, received)) mismatches.push(`${where}: fields its schema does not name`);
}

/** The mismatches noted since the last call. */
export const takeWireMismatches = (): string[] => mismatches.splice(0);
