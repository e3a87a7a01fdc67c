import {
  formatMoney,
  limits,
  messages,
  orderMoves,
  safeDealDays,
  type Order,
  type OrderMove,
  type OrderMoveRule,
  type OrderParty,
  type OrderTracking,
  type OrderRequest,
  type OrderStatus,
  type OrdersPage,
  type OrderPayBody,
  type OrderSavedReply,
  type WalletLimit,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { AdStock } from '../ads/index.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { CartService } from '../cart/index.ts';
import type { ProductChanges } from '../products/index.ts';
import { kopecks, rubles } from '../products/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import { notFromHere, orderMoving } from './moves.ts';
import { orderParcels, type OrderDeliveryPort } from './parcels.ts';
import { orderPlacing } from './placing.ts';
import { partyOf, present, walletAllowance } from './present.ts';
import type { OrderRow, OrdersRepository, OrdersSide } from './repository.ts';

export type OrdersService = ReturnType<typeof ordersService>;

const done: Record<OrderMove, string> = {
  confirm: messages.orderConfirmed,
  ship: messages.orderShipped,
  complete: messages.orderCompleted,
  cancel: messages.orderCancelled,
};

const dayMs = 86_400_000;

interface OrdersDeps {
  db: Db;
  repository: OrdersRepository;
  cart: Pick<CartService, 'entry' | 'dropOrdered'>;
  blocks: Pick<BlocksService, 'isBlocked'>;
  stock: AdStock;
  changes: ProductChanges;
  events: Pick<DomainEventBus, 'transaction' | 'on'>;
  wallet: Pick<WalletLedger, 'once' | 'balanceKopecks' | 'holdForOrder' | 'releaseOrder' | 'refundOrder'>;
  delivery: OrderDeliveryPort;
  /** How much of the seller's sales their tariff still exempts from the commission (kopecks). */
  commissionFreeLeft: (sellerId: number) => Promise<number>;
  now: () => Date;
}

/**
 * Orders (records 0080, 0130, 0131): placing them from a cart entry or the ad page, taking the stock in the same
 * transaction; the moves of their lifecycle, each checked for the party and the state; the parties' lists.
 * Only the buyer and the seller of an order ever see it: to anyone else it does not exist (404).
 */
export function ordersService({
  db,
  repository,
  cart,
  blocks,
  stock,
  changes,
  events,
  wallet,
  commissionFreeLeft,
  delivery,
  now,
}: OrdersDeps) {
  const moving = orderMoving({ repository, stock, changes, events, wallet, commissionFreeLeft, now });
  const place = orderPlacing({ repository, cart, blocks, stock, changes, events, delivery, now });
  const parcels = orderParcels({ repository, moving, delivery, events, wallet });

  async function presentAll(rows: readonly OrderRow[], viewerId: number): Promise<Order[]> {
    const ids = rows.map((row) => row.order.id);
    const [items, asBuyer, asSeller] = await Promise.all([
      repository.items(ids),
      delivery.ofOrders(
        ids.filter((_, index) => rows[index]!.order.sellerId !== viewerId),
        'buyer',
      ),
      delivery.ofOrders(
        ids.filter((_, index) => rows[index]!.order.sellerId === viewerId),
        'seller',
      ),
    ]);
    return rows.map((row) =>
      present(
        row,
        items.filter((item) => item.orderId === row.order.id),
        partyOf(row.order, viewerId) ?? 'buyer',
        asBuyer.get(row.order.id) ?? asSeller.get(row.order.id) ?? null,
      ),
    );
  }

  async function orderFor(viewerId: number, id: number): Promise<{ row: OrderRow; role: OrderParty }> {
    const row = await repository.find(id);
    const role = row && partyOf(row.order, viewerId);
    if (!row || !role) throw notFound(messages.orderNotFound);
    return { row, role };
  }

  return {
    /** Places the order of a cart entry or of explicit items (`placing.ts`); resolves to the new orders. */
    async place(buyerId: number, body: OrderRequest): Promise<Order[]> {
      const ids = await place(buyerId, body);
      const rows = (await Promise.all(ids.map((id) => repository.find(id)))).filter(
        (row) => row !== undefined,
      );
      return presentAll(rows, buyerId);
    },

    /** A page of the person's orders as a buyer, as a seller, or both, newest first. */
    async list(
      userId: number,
      side: OrdersSide,
      status: OrderStatus | undefined,
      page: number,
    ): Promise<OrdersPage> {
      const perPage = limits.productsPerPage;
      const { rows, total } = await repository.page(userId, side, status, offsetOf(page, perPage), perPage);
      return { data: await presentAll(rows, userId), pagination: paginationOf(page, perPage, total) };
    },

    /** One order, to its buyer or seller only. */
    async one(viewerId: number, id: number): Promise<Order> {
      const { row } = await orderFor(viewerId, id);
      const [order] = await presentAll([row], viewerId);
      return order!;
    },

    /**
     * A move of the order's lifecycle by one of its parties: 404 to anyone else, 409 for the wrong party or
     * from a state the move does not start from (also when the other party moved first). Confirming keeps
     * `approvedPercentage`; cancelling puts the stock back and refunds the wallet, completing pays the seller,
     * each in the same transaction.
     */
    async move(
      viewerId: number,
      id: number,
      name: OrderMove,
      approvedPercentage = 0,
    ): Promise<{ message: string; order: Order }> {
      const { row, role } = await orderFor(viewerId, id);
      const rule: OrderMoveRule = orderMoves[name];
      if (!rule.by.includes(role)) {
        throw conflict(role === 'buyer' ? messages.orderSellerOnly : messages.orderBuyerOnly);
      }
      if (!rule.from.includes(row.order.status)) throw conflict(notFromHere[name]);
      const delivers = row.order.deliveryKopecks > 0;
      if (delivers && name === 'ship') throw conflict(messages.deliveryShipNeedsCarrier);
      if (delivers && name === 'complete') await parcels.checkCollectable(id);
      // A delivery order is paid in full through the safe deal.
      const percentage = delivers ? 100 : approvedPercentage;
      if (!(await moving.apply(row, name, role, { approvedPercentage: percentage }))) {
        throw conflict(notFromHere[name]);
      }
      return { message: done[name], order: await this.one(viewerId, id) };
    },

    /** What the buyer's wallet may pay of the order now (the buyer's only: 404 to strangers, 409 to the seller). */
    async walletLimit(viewerId: number, id: number): Promise<WalletLimit> {
      const { row, role } = await orderFor(viewerId, id);
      if (role !== 'buyer') throw conflict(messages.orderBuyerOnly);
      const balance = await wallet.balanceKopecks(db, viewerId);
      return {
        order_id: id,
        limit: rubles(Math.min(walletAllowance(row.order), balance)),
        balance: rubles(balance),
        remaining_to_pay: rubles(row.order.totalKopecks - row.order.walletPaidKopecks),
        approved_percentage: row.order.approvedPercentage ?? 0,
      };
    },

    /**
     * The buyer pays a confirmed order from the wallet, up to the seller's approved share (`amount`, or all
     * the wallet may pay): the money goes to the order's safe-deal hold, not to the seller yet. Under an
     * `Idempotency-Key`; a short balance (409), an amount above the limit (422) or an order that moved on
     * (409) changes nothing.
     */
    async pay(viewerId: number, id: number, key: string, body: OrderPayBody): Promise<OrderSavedReply> {
      const { row, role } = await orderFor(viewerId, id);
      if (role !== 'buyer') throw conflict(messages.orderBuyerOnly);
      const items = await repository.items([id]);
      const parcel = (await delivery.ofOrders([id], 'buyer')).get(id) ?? null;
      return wallet.once(viewerId, key, ['order-pay', id, body], async (tx, announce) => {
        // Payments of one order take turns, each reading what the ones before it paid (record 0114).
        const order = await repository.locked(tx, id);
        if (order?.status !== 'confirmed') throw conflict(messages.orderNotPayable);
        const allowance = walletAllowance(order);
        if (allowance === 0) {
          throw conflict(
            order.walletPaidKopecks > 0 ? messages.walletPayNothingLeft : messages.walletPayNotAllowed,
          );
        }
        const amount =
          body.amount === undefined
            ? Math.min(allowance, await wallet.balanceKopecks(tx, viewerId))
            : kopecks(body.amount);
        if (amount > allowance) {
          throw validationError({ amount: [messages.walletPayOverLimit(formatMoney(rubles(allowance)))] });
        }
        if (amount === 0) throw conflict(messages.insufficientFunds);
        const paid = await repository.addWalletPayment(tx, id, order.walletPaidKopecks, amount, now());
        if (!paid) throw conflict(messages.orderNotPayable);
        if (!(await wallet.holdForOrder(tx, { id, buyerId: viewerId }, amount))) {
          throw conflict(messages.insufficientFunds);
        }
        await announce('order.paid', {
          orderId: id,
          sellerId: paid.sellerId,
          walletPaidKopecks: paid.walletPaidKopecks,
        });
        return {
          message: messages.orderPaid,
          order: present({ ...row, order: paid }, items, 'buyer', parcel),
        };
      });
    },

    /**
     * `POST /api/order-points/{id}/ship`: a delivery order is handed to the carrier (`parcels.ts`); an
     * order without delivery is marked shipped as `PUT` does.
     */
    async ship(viewerId: number, id: number, key: string): Promise<OrderSavedReply> {
      const { row, role } = await orderFor(viewerId, id);
      if (role !== 'seller') throw conflict(messages.orderSellerOnly);
      if (row.order.deliveryKopecks === 0) return this.move(viewerId, id, 'ship');
      const { message } = await parcels.ship(viewerId, row, key);
      return { message, order: await this.one(viewerId, id) };
    },

    /** `POST /api/order-points/{id}/refuse`: the buyer refuses the arrived parcel. */
    async refuse(viewerId: number, id: number): Promise<OrderSavedReply> {
      const { row, role } = await orderFor(viewerId, id);
      if (role !== 'buyer') throw conflict(messages.orderBuyerOnly);
      if (row.order.deliveryKopecks === 0) throw conflict(messages.orderNoDelivery);
      await parcels.refuse(row);
      return { message: messages.deliveryRefused, order: await this.one(viewerId, id) };
    },

    /** `GET /api/orders/{id}/tracking`: the parcel's moves, to the order's parties. */
    async tracking(viewerId: number, id: number): Promise<OrderTracking> {
      await orderFor(viewerId, id);
      return delivery.tracking(id);
    },

    /** `GET /api/orders/{id}/label`: the carrier's label, to the seller. */
    async label(viewerId: number, id: number): Promise<Uint8Array> {
      const { role } = await orderFor(viewerId, id);
      if (role !== 'seller') throw conflict(messages.orderSellerOnly);
      return delivery.label(id);
    },

    /**
     * The safe deal's clocks (housekeeping): a shipped order the buyer says nothing about for 7 days
     * completes and pays the seller; a paid order the seller leaves unshipped for 5 days is cancelled and
     * the buyer refunded. Both parties are told.
     */
    async settleOverdue() {
      const at = now().getTime();
      const { shipped, unshipped } = await repository.overdue(
        new Date(at - safeDealDays.autoCompleteAfterShipping * dayMs),
        new Date(at - safeDealDays.shipWithinAfterPayment * dayMs),
      );
      let completed = 0;
      let cancelled = 0;
      for (const [ids, name] of [
        [shipped, 'complete'],
        [unshipped, 'cancel'],
      ] as const) {
        for (const id of ids) {
          const row = await repository.find(id);
          if (!row || !(await moving.apply(row, name, null))) continue;
          if (name === 'complete') completed += 1;
          else cancelled += 1;
        }
      }
      return { ordersAutoCompleted: completed, ordersAutoCancelled: cancelled };
    },
  };
}
