import {
  adKindOf,
  canBeBought,
  formatMoney,
  limits,
  messages,
  orderMoves,
  safeDealDays,
  type Order,
  type OrderMove,
  type OrderMoveRule,
  type OrderParty,
  type OrderRequest,
  type OrderStatus,
  type OrdersPage,
  type OrderPayBody,
  type OrderSavedReply,
  type WalletLimit,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import { forbidden, HttpError, notFound, validationError } from '../../http/errors.ts';
import type { Announce, DomainEventBus } from '../../domain-events.ts';
import type { AdStock, TakenUnits } from '../ads/index.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { CartService } from '../cart/index.ts';
import type { ProductChanges } from '../products/index.ts';
import { kopecks, rubles } from '../products/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import { partyOf, present, walletAllowance } from './present.ts';
import type { OrderRow, OrdersRepository, OrdersSide } from './repository.ts';

export type OrdersService = ReturnType<typeof ordersService>;

const conflict = (message: string) => new HttpError(409, message);

/** Why a move is refused when the order is not in a state it starts from. */
const notFromHere: Record<OrderMove, string> = {
  confirm: messages.orderNotAwaitingConfirmation,
  ship: messages.orderNotConfirmed,
  complete: messages.orderNotShipped,
  cancel: messages.orderNotCancellable,
};

const done: Record<OrderMove, string> = {
  confirm: messages.orderConfirmed,
  ship: messages.orderShipped,
  complete: messages.orderCompleted,
  cancel: messages.orderCancelled,
};

const stampOf = {
  confirm: 'confirmedAt',
  ship: 'shippedAt',
  complete: 'completedAt',
  cancel: 'cancelledAt',
} as const satisfies Record<OrderMove, string>;

const dayMs = 86_400_000;

type TakenLine = TakenUnits & { quantity: number };
type SellerProcessing = Awaited<ReturnType<OrdersRepository['processingOf']>>;

/** Units per ad asked for, the same ad named twice counted once. */
function unitsByAd(lines: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity);
  return units;
}

interface OrdersDeps {
  db: Db;
  repository: OrdersRepository;
  cart: Pick<CartService, 'entry' | 'dropOrdered'>;
  blocks: Pick<BlocksService, 'isBlocked'>;
  stock: AdStock;
  changes: ProductChanges;
  events: Pick<DomainEventBus, 'transaction'>;
  wallet: Pick<WalletLedger, 'once' | 'balanceKopecks' | 'holdForOrder' | 'releaseOrder' | 'refundOrder'>;
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
  now,
}: OrdersDeps) {
  async function presentAll(rows: readonly OrderRow[], viewerId: number): Promise<Order[]> {
    const items = await repository.items(rows.map((row) => row.order.id));
    return rows.map((row) =>
      present(
        row,
        items.filter((item) => item.orderId === row.order.id),
        partyOf(row.order, viewerId) ?? 'buyer',
      ),
    );
  }

  async function orderFor(viewerId: number, id: number): Promise<{ row: OrderRow; role: OrderParty }> {
    const row = await repository.find(id);
    const role = row && partyOf(row.order, viewerId);
    if (!row || !role) throw notFound(messages.orderNotFound);
    return { row, role };
  }

  /** What the buyer asks for, checked before any stock is touched, so each refusal has its own message. */
  async function checkedRequest(buyerId: number, body: OrderRequest) {
    const units =
      body.cart_item_id === undefined
        ? unitsByAd(body.items ?? [])
        : unitsByAd(
            (await cart.entry(buyerId, body.cart_item_id)).map((line) => ({
              product_id: line.productId,
              quantity: line.quantity,
            })),
          );
    if (units.size === 0) throw notFound(messages.orderCartEntryEmpty);

    const ads = new Map((await repository.products([...units.keys()])).map((ad) => [ad.id, ad]));
    for (const [productId, quantity] of units) {
      const ad = ads.get(productId);
      if (!ad) throw notFound(messages.productNotFound);
      if (ad.sellerId === buyerId) throw validationError({ items: [messages.orderOwnAd] });
      if (!canBeBought(adKindOf(ad.categorySlug))) throw validationError({ items: [messages.notForSale] });
      if (ad.status !== 'active') throw conflict(messages.orderProductUnavailable(ad.name));
      if (quantity > ad.quantity) throw conflict(messages.orderOutOfStock(ad.name));
    }
    const processing = new Map<number, SellerProcessing>();
    for (const sellerId of new Set([...ads.values()].map((ad) => ad.sellerId))) {
      if (await blocks.isBlocked(sellerId, buyerId)) throw forbidden(messages.cartSellerBlocked);
      processing.set(sellerId, await repository.processingOf(sellerId));
    }
    return { units, names: new Map([...ads].map(([id, ad]) => [id, ad.name])), processing };
  }

  /** One order per seller of what was taken, confirmed at once for sellers who confirm automatically. */
  async function insertOrders(
    tx: Db,
    buyerId: number,
    taken: readonly TakenLine[],
    processingOf: ReadonlyMap<number, SellerProcessing>,
    address: string,
    announce: Announce,
  ) {
    const bySeller = new Map<number, TakenLine[]>();
    for (const line of taken) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
    const ids: number[] = [];
    for (const [sellerId, lines] of [...bySeller].sort(([a], [b]) => a - b)) {
      const processing = processingOf.get(sellerId)!;
      const automatic = processing.type === 'automatic';
      const at = now();
      const totalKopecks = lines.reduce((sum, line) => sum + line.priceKopecks * line.quantity, 0);
      ids.push(
        await repository.insert(
          tx,
          {
            buyerId,
            sellerId,
            status: automatic ? 'confirmed' : 'new',
            orderProcessingType: processing.type,
            totalKopecks,
            deliveryAddress: address,
            approvedPercentage: automatic ? processing.autoPercentage : null,
            createdAt: at,
            confirmedAt: automatic ? at : null,
            updatedAt: at,
          },
          lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            priceKopecks: line.priceKopecks,
            productName: line.name,
            productImages: line.images,
          })),
        ),
      );
      await announce('order.placed', { orderId: ids.at(-1)!, sellerId, totalKopecks });
    }
    return ids;
  }

  /**
   * The one write of a move, by a party or by the platform (`by` null): the status compare-and-set and,
   * in the same transaction, the stock back and the wallet refunded on cancelling, the seller paid on
   * completing. Resolves to false when the order had moved on.
   */
  async function applyMove(
    row: OrderRow,
    name: OrderMove,
    by: OrderParty | null,
    approvedPercentage = 0,
  ): Promise<boolean> {
    const { order } = row;
    const rule: OrderMoveRule = orderMoves[name];
    const at = now();
    const returned = (await repository.items([order.id])).flatMap((item) =>
      item.productId === null ? [] : [{ productId: item.productId, quantity: item.quantity }],
    );
    const releasing = name === 'complete' && order.walletPaidKopecks > 0;
    const commissionFree =
      releasing && order.sellerId !== null ? await commissionFreeLeft(order.sellerId) : 0;
    const moved = await events.transaction(async (tx, announce) => {
      const values = {
        status: rule.to,
        updatedAt: at,
        [stampOf[name]]: at,
        ...(name === 'confirm' && { approvedPercentage }),
        ...(name === 'cancel' && { cancelledBy: by }),
      };
      if (!(await repository.move(tx, order.id, rule.from, values))) return false;
      if (name === 'cancel') {
        await stock.giveBack(tx, returned);
        await wallet.refundOrder(tx, order);
      }
      if (releasing) {
        await repository.recordCommission(tx, order.id, await wallet.releaseOrder(tx, order, commissionFree));
      }
      await announce('order.moved', {
        orderId: order.id,
        move: name,
        by,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
      });
      return true;
    });
    if (moved && name === 'cancel') returned.forEach((line) => changes.announce(line.productId));
    return moved;
  }

  return {
    /**
     * Places the order of one cart entry or of explicit items: one order per seller, the stock taken in the
     * same transaction (ads in id order, so concurrent orders never deadlock), the ordered cart lines
     * dropped with it. Any refusal changes nothing.
     */
    async place(buyerId: number, body: OrderRequest): Promise<Order[]> {
      const { units, names, processing } = await checkedRequest(buyerId, body);
      const ids = await events.transaction(async (tx, announce) => {
        const taken: TakenLine[] = [];
        for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
          const line = await stock.take(tx, productId, quantity);
          if (!line) throw conflict(messages.orderOutOfStock(names.get(productId)!));
          taken.push({ ...line, quantity });
        }
        const ids = await insertOrders(tx, buyerId, taken, processing, body.delivery_address, announce);
        if (body.cart_item_id !== undefined) await cart.dropOrdered(buyerId, [...units.keys()], tx);
        return ids;
      });
      units.forEach((_, productId) => changes.announce(productId));
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
      const { row, role } = await orderFor(viewerId, id);
      return present(row, await repository.items([id]), role);
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
      if (!(await applyMove(row, name, role, approvedPercentage))) throw conflict(notFromHere[name]);
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
        return { message: messages.orderPaid, order: present({ ...row, order: paid }, items, 'buyer') };
      });
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
          if (!row || !(await applyMove(row, name, null))) continue;
          if (name === 'complete') completed += 1;
          else cancelled += 1;
        }
      }
      return { ordersAutoCompleted: completed, ordersAutoCancelled: cancelled };
    },
  };
}
