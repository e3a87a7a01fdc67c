import { firstDataElementId } from '@mp/contract';

// The page's own script is this small: a page the server drew is painted with its photos before the
// app's code (React and the rest, ~100 KB) is asked for, so the two do not share a slow network
// (record 0096). A page the browser draws alone has nothing to paint first and starts at once.
function start(): void {
  import('./start.tsx').catch((error: unknown) => {
    if (navigator.onLine) throw error;
    // The network went between the page and its code. A browser may keep a failed module import
    // failed, so the page is loaded again once the network is back.
    window.addEventListener('online', () => window.location.reload(), { once: true });
  });
}

if (document.getElementById(firstDataElementId)) {
  // A frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
