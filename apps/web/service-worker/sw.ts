// The app's service worker (record 0122): the offline page and what it needs from the precache, the
// build's scripts and pictures cache-first as they are loaded, pages and public reads network-first with
// their last copies kept, the app's own offline page for anything else, and the pushes' notifications.
// Built by vite-plugin-pwa (injectManifest), which puts the precache's list in `self.__WB_MANIFEST`.
import { pushLabels } from '@mp/contract';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isFresh, notPages, pagesToKeep } from './kept-pages.ts';
import { addressOf, notificationOf, windowFor } from './notifications.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The app's «Нет подключения» page, written by the build (`build/offline-page.ts`) and precached. */
const offlinePage = '/offline.html';
const day = 24 * 60 * 60;
/** A slow network yields to the kept copy after this long; without a copy the network is waited for. */
const networkTimeoutSeconds = 4;
/** Only whole, successful replies are kept: never an error, a redirect or another site's opaque reply. */
const successOnly = new CacheableResponsePlugin({ statuses: [200] });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once, so that the first visit already works offline; a later
// version waits until the page asks it to take over, at the person's next navigation
// (src/features/pwa/service-worker.ts).
clientsClaim();

// Pages are the same for every guest (the server draws them as one; a person's own data comes from the
// API), so the last copy of each is kept for reading offline.
const pagesCache = 'pages';
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds,
  plugins: [successOnly, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * day })],
});
registerRoute(new NavigationRoute(pages, { denylist: notPages }));

/** Reads and keeps the pages a page showed without the worker seeing them, one at a time. */
async function keepShownPages(event: ExtendableMessageEvent, addresses: string[]): Promise<void> {
  const cache = await caches.open(pagesCache);
  for (const address of addresses) {
    if (isFresh(await cache.match(address), Date.now())) continue;
    const request = new Request(address, { headers: { accept: 'text/html' } });
    await pages.handle({ event, request }).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  const addresses = pagesToKeep(event.data, self.location.origin);
  if (addresses.length > 0) event.waitUntil(keepShownPages(event, addresses));
});

// Public API reads. A request with an Authorization header is a person's own and is never kept, nor is
// anything but a GET (registerRoute matches GET only).
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/docs') &&
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: 'api',
    networkTimeoutSeconds,
    plugins: [successOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * day })],
  }),
);

// The build's files never change under their hashed names. They are kept as the app loads them, and
// those the first page loaded before the worker was there are sent by the page (Workbox's CACHE_URLS
// message, src/features/pwa/loaded-app-files.ts): precaching all of them made installing the worker
// download the whole app beside the first screen.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [
      successOnly,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Stored pictures (ads' photos, avatars) never change under their address.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.destination === 'image' && url.pathname.startsWith('/storage/'),
  new CacheFirst({
    cacheName: 'pictures',
    plugins: [
      successOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Offline with no kept copy: a page is the app's own offline page, never the browser's.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(offlinePage)) ?? Response.error()) : Response.error(),
);

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  const { title, options } = notificationOf(payload, pushLabels.appName);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(addressOf(event.notification.data, self.location.origin)));
});

/** Brings an open window of the app forward at `address`, or opens one there. */
async function openApp(address: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windowFor(windows, address, self.location.origin);
  if (!open) {
    await self.clients.openWindow(address);
    return;
  }
  const focused = await open.focus();
  if (focused.url === address) return;
  // A window this worker does not control cannot be navigated by it: a new one opens instead.
  const navigated = await focused.navigate(address).catch(() => null);
  if (!navigated) await self.clients.openWindow(address);
}
