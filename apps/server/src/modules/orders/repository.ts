import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderParty, OrderStatus } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { companies, orderItems, orders, products, users } from '../../db/schema/index.ts';
import { categorySlugOf } from '../products/index.ts';

export type OrdersRepository = ReturnType<typeof ordersRepository>;
export type OrderRow = Awaited<ReturnType<OrdersRepository['find']>> & object;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

const orderColumns = {
  order: orders,
  buyerName: buyer.name,
  sellerName: seller.name,
};

/** Whose orders a list shows: the person's purchases, sales, or both. */
export type OrdersSide = OrderParty | 'both';

function sideOf(userId: number, side: OrdersSide): SQL | undefined {
  if (side === 'buyer') return eq(orders.buyerId, userId);
  if (side === 'seller') return eq(orders.sellerId, userId);
  return or(eq(orders.buyerId, userId), eq(orders.sellerId, userId));
}

/** The SQL of orders. Writes that belong together take the caller's transaction. */
export function ordersRepository(db: Db) {
  const withParties = () =>
    db
      .select(orderColumns)
      .from(orders)
      .leftJoin(buyer, eq(buyer.id, orders.buyerId))
      .leftJoin(seller, eq(seller.id, orders.sellerId));

  return {
    /** The ads an order asks for: seller, state, stock, name and category; missing ids are simply absent. */
    async products(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          sellerId: products.userId,
          name: products.name,
          status: products.status,
          quantity: products.quantity,
          categorySlug: categorySlugOf(products.categoryId),
        })
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /** How a seller confirms orders; a private seller (no company) confirms by hand and lets no wallet pay. */
    async processingOf(sellerId: number) {
      const [row] = await db
        .select({ type: companies.orderProcessingType, autoPercentage: companies.autoPercentage })
        .from(companies)
        .where(eq(companies.userId, sellerId));
      return row ?? { type: 'manual' as const, autoPercentage: 0 };
    },

    /** Inserts an order with its lines in the caller's transaction; resolves to its id. */
    async insert(tx: Db, order: NewOrder, items: readonly NewOrderItem[]): Promise<number> {
      const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
      await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
      return row!.id;
    },

    /** One order with its parties' names; undefined for no such order. */
    async find(id: number) {
      const [row] = await withParties().where(eq(orders.id, id));
      return row;
    },

    /** The order, its row locked until the caller's transaction ends: writers of one order queue here. */
    async locked(tx: Db, id: number) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** A page of the person's orders on one side (or both), newest first, and how many there are. */
    async page(
      userId: number,
      side: OrdersSide,
      status: OrderStatus | undefined,
      offset: number,
      limit: number,
    ) {
      const where = and(sideOf(userId, side), status ? eq(orders.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        withParties()
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The lines of these orders, in the order they were placed. */
    async items(orderIds: readonly number[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.id));
    },

    /**
     * The only write of an order's status: a compare-and-set from the states the move starts from, in the
     * caller's transaction. Resolves to false (nothing changed) when the order has moved on meanwhile.
     */
    async move(
      tx: Db,
      id: number,
      from: readonly OrderStatus[],
      values: Partial<NewOrder>,
    ): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set(values)
        .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /**
     * The wallet's payment of an order: a compare-and-set on the order still confirmed and paid as much as
     * the caller read, in the caller's transaction. Resolves to the updated order, or undefined.
     */
    async addWalletPayment(tx: Db, id: number, paidBefore: number, amount: number, at: Date) {
      const [row] = await tx
        .update(orders)
        .set({ walletPaidKopecks: paidBefore + amount, walletPaidAt: at, updatedAt: at })
        .where(
          and(eq(orders.id, id), eq(orders.status, 'confirmed'), eq(orders.walletPaidKopecks, paidBefore)),
        )
        .returning();
      return row;
    },

    async recordCommission(tx: Db, id: number, commissionKopecks: number) {
      await tx.update(orders).set({ commissionKopecks }).where(eq(orders.id, id));
    },

    /** The safe deal's overdue orders: shipped before `shippedBefore`, or paid and unshipped since `paidBefore`. */
    async overdue(shippedBefore: Date, paidBefore: Date) {
      const [shipped, unshipped] = await Promise.all([
        db
          .select({ id: orders.id })
          .from(orders)
          // A delivery order completes when its parcel is collected, never by this clock.
          .where(
            and(
              eq(orders.status, 'shipped'),
              eq(orders.deliveryKopecks, 0),
              lt(orders.shippedAt, shippedBefore),
            ),
          )
          .orderBy(asc(orders.id)),
        db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.status, 'confirmed'),
              gt(orders.walletPaidKopecks, 0),
              lt(orders.walletPaidAt, paidBefore),
            ),
          )
          .orderBy(asc(orders.id)),
      ]);
      return { shipped: shipped.map((row) => row.id), unshipped: unshipped.map((row) => row.id) };
    },
  };
}
