import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events (record 0119): one row per event and listener, written in the transaction
 * of the change it announces, deleted once that listener has handled it. A row whose delivery did not
 * finish by `due_at` (the process died, the listener failed) is taken up again by the relay job.
 */
export const domainEventOutbox = pgTable(
  'domain_event_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    listener: text('listener').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_event_outbox_due_idx').on(t.dueAt)],
);
