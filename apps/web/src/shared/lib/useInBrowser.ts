import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is drawn on the server and while the browser hydrates it, true from then on: for
 * what only the browser can know and must not flash in the server's page (the cookie notice someone
 * has already accepted).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
