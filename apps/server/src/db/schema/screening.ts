import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
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
