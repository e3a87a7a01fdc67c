import { formatPrice, orderLabels } from '@mp/contract';
import type { CheckoutLine } from './checkout-lines.ts';
import styles from './Orders.module.css';

/** What is ordered, a line per ad: its name, and how many at what price. */
export function CheckoutLines({ lines, id }: { lines: readonly CheckoutLine[]; id?: string }) {
  return (
    <ul className={styles.checkoutLines} id={id}>
      {lines.map((line) => (
        <li key={line.id}>
          <span>{line.name}</span>
          <span>{orderLabels.unitsOf(line.quantity, formatPrice(line.price))}</span>
        </li>
      ))}
    </ul>
  );
}
