import { Link } from 'react-router';
import { shellChrome } from '@mp/contract';
import { Icon } from '../../shared/ui/Icon.tsx';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={shellChrome.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index > 0 && <Icon name="chevronRight" size={14} className={styles.sep} />}
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
