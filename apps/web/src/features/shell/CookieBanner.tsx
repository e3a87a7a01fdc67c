import { useCallback, useLayoutEffect, useRef } from 'react';
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
  if (!inBrowser || acknowledged) return null;
  return <Banner />;
}

/** The space the toasts leave below them for the banner (Toaster.module.css), while it is shown. */
const spaceVariable = '--cookie-banner-space';
const gap = 8;

function Banner() {
  const ref = useRef<HTMLElement>(null);
  const acknowledge = useCallback(() => writeJson(storageKeys.isCookie, true), []);
  useLayoutEffect(() => {
    const banner = ref.current!;
    const root = document.documentElement.style;
    const leaveSpace = () => root.setProperty(spaceVariable, `${banner.offsetHeight + gap}px`);
    leaveSpace();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(leaveSpace);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty(spaceVariable);
    };
  }, []);
  return (
    <section ref={ref} className={styles.banner} aria-label={policyTitles.cookie}>
      <p className={styles.text}>
        {shellChrome.cookieText} <Link to="/policy/cookie">{shellChrome.cookiePolicyLink}</Link>.
      </p>
      <Button onClick={acknowledge}>{shellChrome.cookieAccept}</Button>
    </section>
  );
}
