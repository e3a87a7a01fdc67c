import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/** «Избранное» of a signed-in person: an ad at most once, newest first; goes with the ad or the person. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_product_idx').on(t.userId, t.productId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt, t.id),
    // «Мои объявления» counts how many people keep each ad.
    index('favorites_product_idx').on(t.productId),
  ],
);
