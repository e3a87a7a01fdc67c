import { formatPrice } from '@mp/contract';
import styles from './Price.module.css';

interface PriceProps {
  value: number;
  /** Previous price, shown struck through when higher than the current one. */
  oldValue?: number | null;
  className?: string;
}

export function Price({ value, oldValue, className }: PriceProps) {
  const showOld = oldValue != null && oldValue > value;
  return (
    <span className={[styles.price, className].filter(Boolean).join(' ')}>
      <span className={styles.current}>{formatPrice(value)}</span>
      {showOld && <s className={styles.old}>{formatPrice(oldValue)}</s>}
    </span>
  );
}
