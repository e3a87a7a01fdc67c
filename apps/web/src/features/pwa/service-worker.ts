import { pageLoad } from '../../shared/lib/reload.ts';
import { keepInstallOffer } from './install-offer.ts';
import { keepLoadedAppFiles } from './loaded-app-files.ts';
import { keepPagesShownBeforeWorker } from './shown-pages.ts';

/** Where the build puts the worker (vite-plugin-pwa); at the root, so that it serves every page. */
const workerUrl = '/sw.js';
/** If the new version has not taken over by then, the page loads anyway (with whichever version). */
const takeOverWaitMs = 3_000;

/**
 * The link a click follows in this tab to another page of the app, or undefined (a modified click,
 * another tab or site, a download, a jump within the page).
 */
function appLinkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.origin !== window.location.origin) return undefined;
  const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
  return samePage && link.hash ? undefined : link;
}

/**
 * A new version of the worker waits while the page runs the old code, so nothing changes in the middle
 * of a form. At the person's next navigation (a link of the app, or back and forward) the page asks it to
 * take over and loads that address fully, with the new code (record 0122). Returns the function that
 * stops waiting for a navigation.
 */
export function takeOverAtNextNavigation(waiting: ServiceWorker): () => void {
  let started = false;
  const loadWithNewVersion = (address: string) => {
    if (started) return;
    started = true;
    const load = () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', load);
      pageLoad.assign(address);
    };
    const timer = setTimeout(load, takeOverWaitMs);
    navigator.serviceWorker.addEventListener('controllerchange', load);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  const onClick = (event: MouseEvent) => {
    const link = appLinkOf(event);
    if (!link) return;
    // Before the app's router sees the click, so that it does not draw the next screen with the old code.
    event.preventDefault();
    loadWithNewVersion(link.href);
  };
  const onPopState = () => loadWithNewVersion(window.location.href);
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('popstate', onPopState);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('popstate', onPopState);
  };
}

/** Calls `then` with a new version once it is installed and waiting, if this page runs an older one. */
function whenNewVersionWaits(registration: ServiceWorkerRegistration, then: (worker: ServiceWorker) => void) {
  const check = () => {
    if (registration.waiting && navigator.serviceWorker.controller) then(registration.waiting);
  };
  check();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/**
 * Registers the service worker, keeps the browser's offer to install, has the worker keep the app's files
 * and the pages this page loaded, and updates at a navigation.
 */
export async function startServiceWorker(): Promise<void> {
  keepInstallOffer();
  navigator.serviceWorker.addEventListener('controllerchange', keepPagesShownBeforeWorker);
  const registration = await navigator.serviceWorker.register(workerUrl, { scope: '/' });
  keepPagesShownBeforeWorker();
  void keepLoadedAppFiles();
  let armed = false;
  whenNewVersionWaits(registration, (waiting) => {
    if (armed) return;
    armed = true;
    takeOverAtNextNavigation(waiting);
  });
}
