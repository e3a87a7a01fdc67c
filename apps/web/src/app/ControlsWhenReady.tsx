import type { ReactNode } from 'react';
import { useInBrowser } from '../shared/lib/useInBrowser.ts';
import styles from './ControlsWhenReady.module.css';

/**
 * A page drawn on the server shows before the app has taken it over, and a button pressed then would do
 * nothing. Until the app has hydrated the page, its buttons and fields are disabled (a disabled fieldset
 * around the shell, which neither takes space nor forms a group); links work throughout, as links.
 * A page the browser draws itself is never held.
 */
export function ControlsWhenReady({ children }: { children: ReactNode }) {
  const ready = useInBrowser();
  return (
    <fieldset className={styles.controls} disabled={!ready} role="presentation">
      {children}
    </fieldset>
  );
}
