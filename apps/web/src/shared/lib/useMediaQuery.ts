import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export const desktopQuery = '(min-width: 768px)';

/**
 * What a page rendered on the server assumes of the screen it will be shown on, told by the browser's
 * user agent (a phone or not); the browser itself always asks the real media query.
 */
export const ServerScreen = createContext<{ desktop: boolean }>({ desktop: false });

export function useMediaQuery(query: string): boolean {
  const serverScreen = useContext(ServerScreen);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => query === desktopQuery && serverScreen.desktop,
  );
}
