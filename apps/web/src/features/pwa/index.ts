import { whenIdle } from './when-idle.ts';

/**
 * After `load` the app's start and the screen's parts are still arriving (the app waits for the page's
 * photos, record 0153); a worker installed then competes with them for a phone's processor.
 */
const settleAfterLoadMs = 3_000;

/**
 * Starts the service worker once the page has loaded and settled and the browser is idle, from its own
 * chunk: the first screen's script does not grow (records 0153, 0122). Only the build has a worker.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker.ts')
      .then(({ startServiceWorker }) => startServiceWorker())
      // Offline, or a browser that refuses workers here: the page works as before, and tries next time.
      .catch(() => undefined);
  };
  const afterLoad = () => setTimeout(() => whenIdle(start, 5_000), settleAfterLoadMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export { InstallAppItem } from './InstallAppItemWhenDrawn.tsx';
export { keepShownPage } from './shown-pages.ts';
