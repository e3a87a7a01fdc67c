import { Link } from 'react-router';
import { shellChrome } from '@mp/contract';
import styles from './Logo.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={shellChrome.homeLink}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#00aaff" />
        <circle cx="11" cy="11" r="4.5" fill="#fff" />
        <circle cx="21.5" cy="11" r="3" fill="#97e3ff" />
        <circle cx="11" cy="21.5" r="3" fill="#97e3ff" />
        <circle cx="21" cy="21" r="5.5" fill="#fff" />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {shellChrome.brand}
      </span>
    </Link>
  );
}
