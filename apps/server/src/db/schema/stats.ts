import { bigint, boolean, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A seller's statistics, per ad and Moscow day (issue 32): filled by `modules/stats` from the domain events
 * and the ad pages' view counter, never by scanning. A day nobody touched the ad has no row (zeros in the
 * answers). Kept 400 days.
 */
export const adStatsDays = pgTable(
  'ad_stats_days',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    unfavorites: integer('unfavorites').notNull().default(0),
    cart: integer('cart').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    raised: boolean('raised').notNull().default(false),
    vip: boolean('vip').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    index('ad_stats_days_seller_day_idx').on(t.sellerId, t.day),
  ],
);

/** Who contacted the seller about an ad on a day (a chat or the phone): a person counts once a day. */
export const adStatsContacts = pgTable(
  'ad_stats_contacts',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    personId: integer('person_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day, t.personId] }),
    index('ad_stats_contacts_day_idx').on(t.day),
  ],
);
