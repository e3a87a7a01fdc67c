import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { whenOnline } from './connection.ts';
import { pageLoad } from './reload.ts';

/** Within this long after a reload for a failed import, another failure is an error, not the network. */
export const importReloadGuardMs = 10_000;
const reloadedAtKey = 'mp:import-reloaded-at';

const reloadedRecently = () =>
  Date.now() - Number(sessionStorage.getItem(reloadedAtKey) ?? 0) < importReloadGuardMs;

/**
 * Loads code split off the first screen. A failure is taken for the network first, whether or not the
 * browser still says it is offline (its failure can arrive after the network is back): the import is
 * tried again once the browser is online. As a browser may keep a failed module import failed, and a
 * new version may have replaced the file, a second failure loads the page again at its address, once:
 * failing again right after that reload, the import's error reaches the screen's error boundary.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await whenOnline();
    try {
      return await load();
    } catch {
      if (reloadedRecently()) throw error;
      sessionStorage.setItem(reloadedAtKey, String(Date.now()));
      pageLoad.reload();
      return new Promise<never>(() => {});
    }
  }
}

/**
 * A part of a screen that is loaded the first time it is drawn, such as a dialog and its form, so that
 * the screen's first load does not carry it (decision 0150). It waits in its own Suspense boundary,
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
