import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderParties, orderProcessingTypes, orderStatuses } from '@mp/contract';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * An order: one seller's ads for one buyer (records 0130, 0132). The parties become null when their account is
 * deleted, so the other side keeps its history. Money in kopecks.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** The seller's way of confirming when the order was placed. */
    orderProcessingType: text('order_processing_type', { enum: orderProcessingTypes }).notNull(),
    /** Goods and, for a delivery order, its delivery. */
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    /** What the carrier is paid of the total (0 for an order without delivery). */
    deliveryKopecks: bigint('delivery_kopecks', { mode: 'number' }).notNull().default(0),
    walletPaidKopecks: bigint('wallet_paid_kopecks', { mode: 'number' }).notNull().default(0),
    /** When the wallet last paid: the seller has `safeDealDays.shipWithinAfterPayment` from then to ship. */
    walletPaidAt: timestamp('wallet_paid_at', { withTimezone: true }),
    /** The platform's commission withheld when the safe deal released the money to the seller. */
    commissionKopecks: bigint('commission_kopecks', { mode: 'number' }),
    deliveryAddress: text('delivery_address').notNull(),
    approvedPercentage: integer('approved_percentage'),
    cancelledBy: text('cancelled_by', { enum: orderParties }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    // The safe deal's clocks look for paid orders left unshipped and shipped orders left unconfirmed.
    index('orders_paid_unshipped_idx')
      .on(t.walletPaidAt)
      .where(sql`${t.status} = 'confirmed' and ${t.walletPaidKopecks} > 0`),
    index('orders_shipped_idx')
      .on(t.shippedAt)
      .where(sql`${t.status} = 'shipped'`),
  ],
);

/** A line of an order: the ad's name, price and pictures as they were when ordered (spec §3 «Order item»). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    productName: text('product_name').notNull(),
    productImages: jsonb('product_images').$type<string[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);
