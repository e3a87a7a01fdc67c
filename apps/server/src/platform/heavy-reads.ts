import { busy } from '../http/errors.ts';
import { createSlots, type Slots } from './slots.ts';

/** Expensive reads let into the embedded database at once. */
export const embeddedHeavyReads = 2;
/** Expensive reads that may wait for them; one more is answered 503 at once. */
export const embeddedHeavyReadsWaiting = 64;

/**
 * The gate of the expensive reads: searches and lists, autocomplete, the map (record 0100). The embedded
 * database runs one statement at a time, in the order they come, on the server's own thread: fifty
 * searches at once would put the next ad page's statements behind fifty searches'. There at most two
 * run at once and the others wait in this queue, so a cheap read waits for two searches' statements at
 * most. A PostgreSQL server runs the pool's connections at once and stops a search at its statement
 * timeout: no gate there.
 */
export function heavyReadsGate(embedded: boolean): Slots {
  return embedded
    ? createSlots(embeddedHeavyReads, { maxWaiting: embeddedHeavyReadsWaiting, overflow: () => busy() })
    : createSlots(Infinity);
}
