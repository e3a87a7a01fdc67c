import {
  messages,
  orderMoves,
  type OrderMove,
  type OrderParty,
  type OrderStatus,
  type ShipmentStatus,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import type { Announce, DomainEventBus } from '../../domain-events.ts';
import type { AdStock } from '../ads/index.ts';
import type { ProductChanges } from '../products/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import type { OrderRow, OrdersRepository } from './repository.ts';

/** Why a move is refused when the order is not in a state it starts from. */
export const notFromHere: Record<OrderMove, string> = {
  confirm: messages.orderNotAwaitingConfirmation,
  ship: messages.orderNotConfirmed,
  complete: messages.orderNotShipped,
  cancel: messages.orderNotCancellable,
};

const stampOf = {
  confirm: 'confirmedAt',
  ship: 'shippedAt',
  complete: 'completedAt',
  cancel: 'cancelledAt',
} as const satisfies Record<OrderMove, string>;

export interface MoveOptions {
  /** The share of the total the buyer's wallet may pay, kept on confirming. */
  approvedPercentage?: number;
  /** The platform cancels a shipped delivery order when its parcel comes back, is lost or is never handed in. */
  from?: readonly OrderStatus[];
  /** The parcel's status that moved the order, rather than a party or the safe deal's clock. */
  parcel?: ShipmentStatus;
  /** What a refund leaves to the carrier: the delivery of a parcel that travelled there and back. */
  carrierKeeps?: number;
  /** Whether cancelling puts the stock back (not for a lost parcel). */
  restock?: boolean;
}

export interface MovesDeps {
  repository: OrdersRepository;
  stock: AdStock;
  changes: ProductChanges;
  events: Pick<DomainEventBus, 'transaction'>;
  wallet: Pick<WalletLedger, 'releaseOrder' | 'refundOrder'>;
  /** How much of the seller's sales their tariff still exempts from the commission (kopecks). */
  commissionFreeLeft: (sellerId: number) => Promise<number>;
  now: () => Date;
}

export type OrderMoving = ReturnType<typeof orderMoving>;

/** The moves of an order's lifecycle (record 0131): each one status compare-and-set with its money and stock. */
export function orderMoving({
  repository,
  stock,
  changes,
  events,
  wallet,
  commissionFreeLeft,
  now,
}: MovesDeps) {
  /** What a move needs read before its transaction: the lines to restock and the seller's free commission. */
  async function prepare(row: OrderRow, name: OrderMove) {
    const { order } = row;
    const returned = (await repository.items([order.id])).flatMap((item) =>
      item.productId === null ? [] : [{ productId: item.productId, quantity: item.quantity }],
    );
    const releasing = name === 'complete' && order.walletPaidKopecks > 0;
    const commissionFree =
      releasing && order.sellerId !== null ? await commissionFreeLeft(order.sellerId) : 0;
    return { returned, releasing, commissionFree };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  /**
   * The one write of a move in the caller's transaction, by a party or by the platform (`by` null): the
   * status compare-and-set and, with it, the stock back and the wallet refunded on cancelling, the seller
   * (and the carrier) paid on completing. Resolves to false when the order had moved on.
   */
  async function write(
    tx: Db,
    announce: Announce,
    row: OrderRow,
    name: OrderMove,
    by: OrderParty | null,
    options: MoveOptions,
    prepared: Prepared,
  ): Promise<boolean> {
    const { order } = row;
    const at = now();
    const values = {
      status: orderMoves[name].to,
      updatedAt: at,
      [stampOf[name]]: at,
      ...(name === 'confirm' && { approvedPercentage: options.approvedPercentage ?? 0 }),
      ...(name === 'cancel' && { cancelledBy: by }),
    };
    const from: readonly OrderStatus[] = options.from ?? orderMoves[name].from;
    if (!(await repository.move(tx, order.id, from, values))) return false;
    if (name === 'cancel') {
      if (options.restock !== false) await stock.giveBack(tx, prepared.returned);
      await wallet.refundOrder(tx, order, options.carrierKeeps ?? 0);
    }
    if (prepared.releasing) {
      const commission = await wallet.releaseOrder(tx, order, prepared.commissionFree);
      await repository.recordCommission(tx, order.id, commission);
    }
    await announce('order.moved', {
      orderId: order.id,
      move: name,
      by,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      parcel: options.parcel ?? null,
    });
    return true;
  }

  return {
    prepare,
    write,

    /** A move in a transaction of its own; the ads' pages learn of the stock that came back. */
    async apply(row: OrderRow, name: OrderMove, by: OrderParty | null, options: MoveOptions = {}) {
      const prepared = await prepare(row, name);
      const moved = await events.transaction((tx, announce) =>
        write(tx, announce, row, name, by, options, prepared),
      );
      if (moved && name === 'cancel' && options.restock !== false) {
        prepared.returned.forEach((line) => changes.announce(line.productId));
      }
      return moved;
    },
  };
}
