import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  hint?: string;
  icon?: IconName;
  action?: ReactNode;
  /** Small variant for dropdowns and lists: no illustration. */
  compact?: boolean;
}

export function EmptyState({ title, hint, icon = 'inbox', action, compact = false }: EmptyStateProps) {
  return (
    <div className={[styles.empty, compact && styles.compact].filter(Boolean).join(' ')}>
      {!compact && (
        <span className={styles.icon}>
          <Icon name={icon} size={34} />
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
