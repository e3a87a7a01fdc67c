import {
  platformCommissionPercent,
  type Order,
  type OrderDelivery,
  type OrderParty,
  type SafeDeal,
} from '@mp/contract';
import { rubles } from '../products/index.ts';
import type { OrderItemRow, OrderRow } from './repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where the money the wallet paid is, as both parties see it (record 0139). */
function safeDealOf(order: OrderRow['order']): SafeDeal {
  const amount = order.walletPaidKopecks;
  if (amount === 0) return { status: 'none', amount: 0, commission: 0, seller_gets: 0 };
  if (order.status === 'cancelled')
    return { status: 'refunded', amount: rubles(amount), commission: 0, seller_gets: 0 };
  // The delivery part of the hold goes to the carrier, and no commission is taken on it.
  const goods = Math.max(0, amount - order.deliveryKopecks);
  const commission = order.commissionKopecks ?? Math.round((goods * platformCommissionPercent) / 100);
  return {
    status: order.status === 'completed' ? 'released' : 'held',
    amount: rubles(amount),
    commission: rubles(commission),
    seller_gets: rubles(goods - commission),
  };
}

export function partyOf(order: OrderRow['order'], userId: number): OrderParty | undefined {
  if (order.buyerId === userId) return 'buyer';
  if (order.sellerId === userId) return 'seller';
  return undefined;
}

/** An order as one of its parties sees it. */
export function present(
  row: OrderRow,
  items: readonly OrderItemRow[],
  role: OrderParty,
  delivery: OrderDelivery | null,
): Order {
  const { order } = row;
  return {
    id: order.id,
    user_id: order.buyerId,
    seller_id: order.sellerId,
    buyer: order.buyerId === null ? null : { id: order.buyerId, name: row.buyerName ?? '' },
    seller: order.sellerId === null ? null : { id: order.sellerId, name: row.sellerName ?? '' },
    role,
    status: order.status,
    order_processing_type: order.orderProcessingType,
    total_price: rubles(order.totalKopecks),
    wallet_paid: rubles(order.walletPaidKopecks),
    remaining_to_pay: rubles(order.totalKopecks - order.walletPaidKopecks),
    safe_deal: safeDealOf(order),
    delivery_address: order.deliveryAddress,
    approved_percentage: order.approvedPercentage,
    cancelled_by: order.cancelledBy,
    created_at: order.createdAt.toISOString(),
    confirmed_at: iso(order.confirmedAt),
    shipped_at: iso(order.shippedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    items: items.map((item) => ({
      id: item.id,
      order_id: item.orderId,
      product_id: item.productId,
      quantity: item.quantity,
      price: rubles(item.priceKopecks),
      product_name: item.productName,
      product_images: item.productImages,
    })),
    delivery,
  };
}

/** How much more of the order the wallet may pay: the seller's approved share, less what it paid already. */
export function walletAllowance(order: OrderRow['order']): number {
  if (order.status !== 'confirmed') return 0;
  const approved = Math.floor((order.totalKopecks * (order.approvedPercentage ?? 0)) / 100);
  return Math.max(0, approved - order.walletPaidKopecks);
}
