import { useCallback } from 'react';
import { Link } from 'react-router';
import { policyTitles, shellChrome, storageKeys } from '@mp/contract';
import { useStoredValue, writeJson } from '../../shared/lib/storage.ts';
import { useInBrowser } from '../../shared/lib/useInBrowser.ts';
import { Button } from '../../shared/ui/Button.tsx';
import styles from './CookieBanner.module.css';

const isAcknowledged = (raw: unknown): boolean => raw === true;

/**
 * Shown until the visitor acknowledges it; then the `isCookie` flag is stored (spec §2, §3). Only the
 * browser knows the flag, so a page drawn on the server leaves the notice out.
 */
export function CookieBanner() {
  const inBrowser = useInBrowser();
  const acknowledged = useStoredValue(storageKeys.isCookie, isAcknowledged);
  const acknowledge = useCallback(() => writeJson(storageKeys.isCookie, true), []);
  if (!inBrowser || acknowledged) return null;
  return (
    <section className={styles.banner} aria-label={policyTitles.cookie}>
      <p className={styles.text}>
        {shellChrome.cookieText} <Link to="/policy/cookie">{shellChrome.cookiePolicyLink}</Link>.
      </p>
      <Button onClick={acknowledge}>{shellChrome.cookieAccept}</Button>
    </section>
  );
}
