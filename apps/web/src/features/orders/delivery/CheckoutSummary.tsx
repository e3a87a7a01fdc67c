import {
  deliveryDaysText,
  deliveryLabels,
  formatPrice,
  messages,
  type DeliveryPoint,
} from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { totalOf, sumPrices, type CheckoutLine } from '../checkout-lines.ts';
import type { useDeliveryQuote } from './api.ts';
import { CheckoutLines } from '../CheckoutLines.tsx';
import styles from './Delivery.module.css';

interface Props {
  lines: readonly CheckoutLine[];
  point: DeliveryPoint | null;
  quote: ReturnType<typeof useDeliveryQuote>;
}

/**
 * The chosen point (address and hours) and what the order comes to: the goods, the delivery with its
 * days, the total. Announced as it changes, so that choosing a point by keyboard tells its price.
 */
export function CheckoutSummary({ lines, point, quote }: Props) {
  const goods = totalOf(lines);
  const delivery = point ? quote.data : undefined;
  return (
    <div className={styles.summary} aria-live="polite">
      {point && (
        <section className={styles.chosen} aria-label={deliveryLabels.pointChosen}>
          <p className={styles.muted}>{deliveryLabels.pointChosen}</p>
          <p className={styles.pointName}>{point.name}</p>
          <p>{point.address}</p>
          <p className={styles.muted}>{point.work_time}</p>
        </section>
      )}
      {point && quote.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(quote.error, messages.deliveryQuoteUnavailable)}
        </p>
      )}
      <CheckoutLines lines={lines} />
      <dl className={styles.amounts}>
        <dt>{deliveryLabels.goodsLine}</dt>
        <dd>{formatPrice(goods)}</dd>
        {delivery && (
          <>
            <dt>{deliveryLabels.deliveryLine}</dt>
            <dd>
              {formatPrice(delivery.price)} · {deliveryDaysText(delivery.days_min, delivery.days_max)}
            </dd>
          </>
        )}
        <dt>{deliveryLabels.payTotal}</dt>
        <dd>
          <strong>{formatPrice(delivery ? sumPrices(goods, delivery.price) : goods)}</strong>
        </dd>
      </dl>
    </div>
  );
}
