import { orderLabels, type Order } from '@mp/contract';
import styles from './Orders.module.css';

/** The order's status in words; a cancelled one says who cancelled it. */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'cancelled_by'> }) {
  const text =
    order.status === 'cancelled' && order.cancelled_by
      ? orderLabels.cancelledBy[order.cancelled_by]
      : orderLabels.statuses[order.status];
  return <span className={`${styles.status} ${styles[order.status]}`}>{text}</span>;
}
