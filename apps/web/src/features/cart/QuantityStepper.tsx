import { cartLabels } from '@mp/contract';
import styles from './Cart.module.css';

interface Props {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** The accessible name of the group (what is counted). */
  label: string;
}

/** − value +: real buttons; − stops at 1, + at the stock. */
export function QuantityStepper({ value, max, onChange, label }: Props) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={cartLabels.decrease}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={cartLabels.increase}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
