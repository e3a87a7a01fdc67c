import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Indexes a large `admin generate` dropped to build once after its rows are in (record 0178). A row
 * lives only while its index is missing: if the generation is killed, the next one builds what is
 * listed here before it starts.
 */
export const seedDeferredIndexes = pgTable('seed_deferred_indexes', {
  name: text('name').primaryKey(),
  definition: text('definition').notNull(),
  deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull().defaultNow(),
});
