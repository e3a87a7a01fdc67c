import { firstDataElementId } from '@mp/contract';

// The page's own script is this small: a page the server drew shows its photos before the app's code
// (React and the rest, ~100 KB) is asked for, so the two do not share a slow network (record 0153).
// A page the browser draws alone has nothing to show first and starts at once.

/** The longest the app waits for the page's photos, so that a slow picture cannot hold it back. */
const photosWaitMs = 2_000;

function start(): void {
  import('./start.tsx').catch((error: unknown) => {
    if (navigator.onLine) throw error;
    // The network went between the page and its code. A browser may keep a failed module import
    // failed, so the page is loaded again once the network is back.
    window.addEventListener('online', () => window.location.reload(), { once: true });
  });
}

/** Resolves when the browser reports the page's first paint (at once where it cannot tell). */
function firstPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** The page's `load` event: its stylesheet and eager photos are in. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** After the page has painted with its eager photos, or after `photosWaitMs` at most. */
function afterPhotos(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    // A frame's callback runs before its paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  void Promise.all([loaded(), firstPaint()]).then(once);
  setTimeout(once, photosWaitMs);
}

if (document.getElementById(firstDataElementId)) afterPhotos(start);
else start();
