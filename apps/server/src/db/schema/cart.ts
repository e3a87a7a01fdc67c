import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * «Корзина» of a signed-in person: one line per ad, with the price when it was first added (shown beside
 * today's); goes with the ad or the person.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedPriceKopecks: bigint('added_price_kopecks', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_user_product_idx').on(t.userId, t.productId),
    index('cart_lines_user_created_idx').on(t.userId, t.createdAt),
  ],
);
