import { formatAdPrice, formatPrice, type AdKind } from '@mp/contract';
import styles from './Price.module.css';

interface PriceProps {
  value: number;
  /** Previous price, shown struck through when higher than the current one (goods only). */
  oldValue?: number | null;
  /** A vacancy's salary reads «от 60 000 ₽ за месяц», a service's price «от 1 500 ₽» (record 0111). */
  kind?: AdKind;
  className?: string;
}

export function Price({ value, oldValue, kind = 'goods', className }: PriceProps) {
  const goods = kind === 'goods';
  const showOld = goods && oldValue != null && oldValue > value;
  return (
    <span className={[styles.price, !goods && styles.words, className].filter(Boolean).join(' ')}>
      <span className={styles.current}>{formatAdPrice(kind, value)}</span>
      {showOld && <s className={styles.old}>{formatPrice(oldValue)}</s>}
    </span>
  );
}
