import { useId } from 'react';
import { deliveryLabels, type OrderDelivery } from '@mp/contract';
import { formatLongDate } from '../../../shared/lib/dates.ts';
import { timelineOf } from './timeline.ts';
import styles from './Delivery.module.css';

/** «Отслеживание»: the parcel's steps so far and to come, each with its date and the carrier's words. */
export function ShipmentTimeline({ delivery }: { delivery: Pick<OrderDelivery, 'status' | 'events'> }) {
  const headingId = useId();
  const steps = timelineOf(delivery);
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.legend}>
        {deliveryLabels.tracking}
      </h4>
      <ol className={styles.timeline}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={[
              styles.step,
              step.done ? styles.done : styles.upcoming,
              step.current && styles.current,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={step.current ? 'step' : undefined}
          >
            <p className={styles.stepName}>
              {deliveryLabels.shipmentStatuses[step.status]}
              {step.at && (
                <>
                  {' — '}
                  <time dateTime={step.at}>{formatLongDate(step.at)}</time>
                </>
              )}
            </p>
            {step.note && <p className={styles.muted}>{step.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
