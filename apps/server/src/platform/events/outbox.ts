import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEventOutbox } from '../../db/schema/index.ts';

/** One event waiting for one listener. */
export interface OutboxEntry {
  id: number;
  event: string;
  listener: string;
  payload: unknown;
  attempts: number;
}

const entryColumns = {
  id: domainEventOutbox.id,
  event: domainEventOutbox.event,
  listener: domainEventOutbox.listener,
  payload: domainEventOutbox.payload,
  attempts: domainEventOutbox.attempts,
};

/** The SQL of the domain events' outbox (record 0119). */
export function eventOutbox(db: Db) {
  return {
    /** Writes an event for each of its listeners, in the caller's transaction. */
    async add(
      tx: Db,
      event: string,
      listeners: readonly string[],
      payload: unknown,
      dueAt: Date,
    ): Promise<OutboxEntry[]> {
      if (listeners.length === 0) return [];
      return tx
        .insert(domainEventOutbox)
        .values(listeners.map((listener) => ({ event, listener, payload, dueAt })))
        .returning(entryColumns);
    },

    /** Removes it in `tx`, the listener's transaction: whether it was still there to take. */
    async take(tx: Db, id: number): Promise<boolean> {
      const taken = await tx
        .delete(domainEventOutbox)
        .where(eq(domainEventOutbox.id, id))
        .returning({ id: domainEventOutbox.id });
      return taken.length > 0;
    },

    /** The listener has handled it. */
    async remove(id: number): Promise<void> {
      await db.delete(domainEventOutbox).where(eq(domainEventOutbox.id, id));
    },

    /** The listener failed: try again at `dueAt`. */
    async postpone(id: number, attempts: number, dueAt: Date, error: string): Promise<void> {
      await db
        .update(domainEventOutbox)
        .set({ attempts, dueAt, lastError: error.slice(0, 1000) })
        .where(eq(domainEventOutbox.id, id));
    },

    /**
     * Takes up to `limit` entries that are due and not given up on, moving each one's due time to
     * `leaseUntil` so that no other relay takes it meanwhile (rows another relay holds are skipped).
     */
    async claimDue(now: Date, leaseUntil: Date, maxAttempts: number, limit: number): Promise<OutboxEntry[]> {
      const due = db
        .select({ id: domainEventOutbox.id })
        .from(domainEventOutbox)
        .where(and(lte(domainEventOutbox.dueAt, now), lt(domainEventOutbox.attempts, maxAttempts)))
        .orderBy(asc(domainEventOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(domainEventOutbox)
        .set({ dueAt: leaseUntil })
        .where(inArray(domainEventOutbox.id, due))
        .returning(entryColumns);
    },
  };
}

export type EventOutbox = ReturnType<typeof eventOutbox>;
