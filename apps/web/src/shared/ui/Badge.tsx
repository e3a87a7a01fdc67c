import { badgeLabel } from '@mp/contract';
import styles from './Badge.module.css';

interface BadgeProps {
  count: number;
  className?: string;
}

/** Counter bubble: hidden at zero, `99+` above 99. */
export function Badge({ count, className }: BadgeProps) {
  const label = badgeLabel(count);
  if (label === null) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-testid="badge">
      {label}
    </span>
  );
}
