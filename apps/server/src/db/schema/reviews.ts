import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A review by a buyer after a completed order: of an ad of the order (`kind` product) or of the seller.
 * One per order and ad, one of the seller per order. A deleted ad leaves its reviews (the seller's rating
 * keeps them), with the name as it was.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['product', 'seller'] }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_product_idx')
      .on(t.orderId, t.productId)
      .where(sql`kind = 'product'`),
    uniqueIndex('reviews_order_seller_idx')
      .on(t.orderId)
      .where(sql`kind = 'seller'`),
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_author_created_idx').on(t.authorId, t.createdAt),
  ],
);
