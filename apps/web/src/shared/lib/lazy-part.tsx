import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { isOnline, whenOnline } from './connection.ts';
import { pageLoad } from './reload.ts';

/**
 * Loads code split off the first screen. Offline it waits for the network and tries again; as a browser
 * may keep a failed module import failed, a second failure loads the page again at its address.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isOnline()) throw error;
    await whenOnline();
    try {
      return await load();
    } catch {
      pageLoad.reload();
      return new Promise<never>(() => {});
    }
  }
}

/**
 * A part of a screen that is loaded the first time it is drawn, such as a dialog and its form, so that
 * the screen's first load does not carry it (decision 0093). It waits in its own Suspense boundary,
 * showing `fallback`, rather than in the screen's.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await importWhenOnline(load) }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
