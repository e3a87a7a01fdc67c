import { whenIdle } from './when-idle.ts';

/**
 * The build's files (`/assets/…`) this page has loaded, as the browser lists them: those loaded before
 * the service worker controlled the page did not pass through it, so it is asked to keep them.
 */
export function loadedAppFiles(
  entries: readonly PerformanceEntry[] = performance.getEntriesByType('resource'),
): string[] {
  const files = new Set<string>();
  for (const { name } of entries) {
    const url = new URL(name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) files.add(url.href);
  }
  return [...files];
}

/** Files asked for at a time: a few at once keep the worker from competing with the page for long. */
const filesPerBatch = 6;

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 2_000));

/** Asks the worker to keep `files` (Workbox's `CACHE_URLS` message) and waits for its answer. */
function keep(worker: ServiceWorker, files: string[]): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: files } }, [channel.port2]);
  });
}

/**
 * Asks the active worker to keep the build's files this page already has, through its own routes, a few
 * at a time when the browser is idle: the worker precaches only the offline page and what it needs, so
 * that installing it does not download the whole app beside the first screen (record 0122).
 */
export async function keepLoadedAppFiles(): Promise<void> {
  // A page the worker controlled from its start loaded every file through it: they are kept already.
  if (navigator.serviceWorker.controller) return;
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return;
  const files = loadedAppFiles();
  for (let from = 0; from < files.length; from += filesPerBatch) {
    await idle();
    await keep(active, files.slice(from, from + filesPerBatch));
  }
}
