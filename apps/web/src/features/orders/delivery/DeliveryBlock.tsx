import { useId } from 'react';
import { deliveryLabels, formatPrice, type Order, type OrderDelivery } from '@mp/contract';
import { formatLongDate } from '../../../shared/lib/dates.ts';
import { Panel } from '../../../shared/ui/index.ts';
import { DeliveryActions } from './DeliveryActions.tsx';
import { ShipmentTimeline } from './ShipmentTimeline.tsx';
import styles from './Delivery.module.css';

/**
 * «Доставка» of an order's page: the pickup point, the price, where the parcel is and its track number, the
 * deadline that concerns the viewer, the way so far, and what the viewer may do with the parcel.
 */
export function DeliveryBlock({ order, delivery }: { order: Order; delivery: OrderDelivery }) {
  const headingId = useId();
  const { point, status } = delivery;
  const deadline =
    order.role === 'seller' && status === 'created' && delivery.drop_off_by
      ? deliveryLabels.dropOffBy(formatLongDate(delivery.drop_off_by))
      : order.role === 'buyer' && status === 'arrived' && delivery.collect_by
        ? deliveryLabels.collectBy(formatLongDate(delivery.collect_by))
        : null;
  return (
    <Panel>
      <section className={styles.block} aria-labelledby={headingId}>
        <header className={styles.head}>
          <h3 id={headingId} className={styles.title}>
            {deliveryLabels.offer}
          </h3>
          <span className={styles.badge} data-status={status}>
            {deliveryLabels.shipmentStatuses[status]}
          </span>
        </header>
        {deadline && (
          <p className={styles.pointName} role="status">
            {deadline}
          </p>
        )}
        <dl className={styles.details}>
          <dt>{deliveryLabels.choosePoint}</dt>
          <dd>
            <span className={styles.pointName}>{point.name}</span>
            <br />
            {point.address}
            <br />
            <span className={styles.muted}>{point.work_time}</span>
          </dd>
          <dt>{deliveryLabels.deliveryLine}</dt>
          <dd>
            {formatPrice(delivery.price)} · {deliveryLabels.carriers[delivery.carrier]}
          </dd>
        </dl>
        {delivery.track_number && (
          <p className={styles.muted}>{deliveryLabels.trackNumber(delivery.track_number)}</p>
        )}
        <ShipmentTimeline delivery={delivery} />
        <DeliveryActions order={order} delivery={delivery} />
      </section>
    </Panel>
  );
}
