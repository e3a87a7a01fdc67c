/**
 * Starts the service worker after the page has loaded and the browser is idle, from its own chunk: the
 * first screen's script does not grow (records 0153, 0122). Only the build has a worker.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    import('./service-worker.ts')
      .then(({ startServiceWorker }) => startServiceWorker())
      // Offline, or a browser that refuses workers here: the page works as before, and tries next time.
      .catch(() => undefined);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: 5_000 })
      : setTimeout(start, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export { InstallAppItem } from './InstallAppItemWhenDrawn.tsx';
