import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, subcategories } from './catalog.ts';

/**
 * The typical price of a subcategory in a city (issue 33): the median of its active ads' prices, where at
 * least `screeningLimits.priceSampleMin` ads tell it. Written by `modules/screening` once a day, read by
 * its price check on every publish.
 */
export const priceNorms = pgTable(
  'price_norms',
  {
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    medianKopecks: bigint('median_kopecks', { mode: 'number' }).notNull(),
    ads: integer('ads').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subcategoryId, t.cityId] })],
);

/**
 * A moderator's decision on an ad the automatic checks held or returned (issue 33), with the rules that
 * flagged it: an approval overturns them. Written by `modules/screening` from `ad.moderated`; the queue
 * shows each rule's share of overturned flags.
 */
export const screeningOutcomes = pgTable(
  'screening_outcomes',
  {
    id: serial('id').primaryKey(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    rules: text('rules').array().notNull(),
    approved: boolean('approved').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('screening_outcomes_decided_idx').on(t.decidedAt)],
);
