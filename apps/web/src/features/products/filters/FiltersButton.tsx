import { productLabels } from '@mp/contract';
import styles from './FiltersButton.module.css';

interface Props {
  activeCount: number;
  onClick: () => void;
}

/** Phones only: opens the full-screen filter screen; shows how many filters are on. */
export function FiltersButton({ activeCount, onClick }: Props) {
  return (
    <button type="button" className={styles.button} onClick={onClick} aria-haspopup="dialog">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <circle cx="16" cy="6" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="10" cy="12" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="18" cy="18" r="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {productLabels.filters}
      {activeCount > 0 && <span className={styles.count}>{activeCount}</span>}
    </button>
  );
}
