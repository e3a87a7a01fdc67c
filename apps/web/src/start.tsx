import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readFirstData } from './app/first-data.ts';
import { preloadScreen } from './app/router.tsx';
import { startServiceWorkerWhenIdle } from './features/pwa/index.ts';

// Started by main.ts: draws the app in #root, or takes over the page the server drew there.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
const firstData = readFirstData();
const app = (
  <StrictMode>
    <App firstData={firstData} />
  </StrictMode>
);

if (firstData) {
  // The server drew this page as a guest: once the screen's code is here, the app takes the page over
  // in place, in one pass. Where the browser knows better (a session, a chosen city), the difference is
  // drawn right after; a part that cannot be taken over is drawn again, which is expected, not an error.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('The page was drawn again in the browser:', error),
      });
    });
  void preloadScreen(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
startServiceWorkerWhenIdle();
