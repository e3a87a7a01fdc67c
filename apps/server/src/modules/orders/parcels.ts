import { formatLongDate, messages, type ShipmentStatus } from '@mp/contract';
import { conflict } from '../../http/errors.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { DeliveryService } from '../delivery/index.ts';
import type { WalletLedger } from '../wallet/index.ts';
import type { MoveOptions, OrderMoving } from './moves.ts';
import type { OrderRow, OrdersRepository } from './repository.ts';

export type OrderDeliveryPort = Pick<
  DeliveryService,
  | 'priceOrder'
  | 'open'
  | 'ofOrders'
  | 'statusOf'
  | 'createWithCarrier'
  | 'markShipped'
  | 'syncOrder'
  | 'refuse'
  | 'tracking'
  | 'label'
>;

export interface ParcelsDeps {
  repository: OrdersRepository;
  moving: OrderMoving;
  delivery: OrderDeliveryPort;
  events: Pick<DomainEventBus, 'on'>;
  wallet: Pick<WalletLedger, 'once'>;
}

/**
 * What the parcel's news does to a shipped delivery order: collected, the seller is paid; back with the
 * seller, the buyer is refunded but for the delivery the carrier earned; lost, refunded in full; never
 * handed in, cancelled and refunded in full.
 */
const settlementOf = (
  status: ShipmentStatus,
  order: OrderRow['order'],
): { move: 'complete' | 'cancel'; options: MoveOptions } | undefined => {
  const cancel = (options: MoveOptions) => ({
    move: 'cancel' as const,
    options: { from: ['shipped'] as const, parcel: status, ...options },
  });
  if (status === 'received') return { move: 'complete', options: { parcel: status } };
  if (status === 'returned') return cancel({ carrierKeeps: order.deliveryKopecks });
  if (status === 'lost') return cancel({ restock: false });
  if (status === 'cancelled') return cancel({});
  return undefined;
};

/** A delivery order's parcel (issue 29): shipping it, refusing it, following it. */
export function orderParcels({ repository, moving, delivery, events, wallet }: ParcelsDeps) {
  events.on('shipment.moved', 'orders.follow-parcel', async ({ orderId, status }) => {
    const row = await repository.find(orderId);
    const settlement = row && settlementOf(status, row.order);
    if (row?.order.status !== 'shipped' || !settlement) return;
    await moving.apply(row, settlement.move, null, settlement.options);
  });

  return {
    /**
     * The seller ships a confirmed, fully paid delivery order under an `Idempotency-Key`: the carrier makes
     * the shipment (once, however often asked), then the parcel and the order move in one transaction.
     * Resolves to the message with the drop-off deadline.
     */
    async ship(sellerId: number, row: OrderRow, key: string): Promise<{ message: string }> {
      const { order } = row;
      // No one to collect the parcel: the carrier would take it and bring it back.
      if (order.buyerId === null) throw conflict(messages.deliveryBuyerGone);
      const created =
        order.status === 'confirmed' &&
        order.walletPaidKopecks >= order.totalKopecks &&
        (await delivery.statusOf(order.id)) === 'pending'
          ? await delivery.createWithCarrier(order.id, {
              valueKopecks: order.totalKopecks - order.deliveryKopecks,
              description: (await repository.items([order.id])).map((item) => item.productName).join(', '),
            })
          : undefined;
      const prepared = await moving.prepare(row, 'ship');
      const reply = await wallet.once(sellerId, key, ['order-ship', order.id], async (tx, announce) => {
        const now = await repository.locked(tx, order.id);
        if (now?.status === 'shipped') throw conflict(messages.orderAlreadyShipped);
        if (now?.status !== 'confirmed') throw conflict(messages.orderNotConfirmed);
        if (now.walletPaidKopecks < now.totalKopecks) throw conflict(messages.deliveryShipNeedsPayment);
        const dropOffBy = created && (await delivery.markShipped(tx, order.id, created));
        if (!dropOffBy) throw conflict(messages.orderAlreadyShipped);
        if (!(await moving.write(tx, announce, row, 'ship', 'seller', {}, prepared))) {
          throw conflict(messages.orderAlreadyShipped);
        }
        return {
          message: messages.orderShippedWithDelivery(formatLongDate(dropOffBy, 'Europe/Moscow')),
        };
      });
      await delivery.syncOrder(order.id);
      return reply;
    },

    /** The buyer may confirm receipt of a delivery order only once its parcel is at the pickup point. */
    async checkCollectable(orderId: number): Promise<void> {
      const status = await delivery.statusOf(orderId);
      if (status !== 'arrived' && status !== 'received') throw conflict(messages.orderNotArrived);
    },

    /** The buyer refuses the parcel at the point: it goes back, and the refund follows its return. */
    async refuse(row: OrderRow): Promise<void> {
      if (row.order.status !== 'shipped') throw conflict(messages.deliveryRefuseNotArrived);
      await delivery.refuse(row.order.id);
    },
  };
}
