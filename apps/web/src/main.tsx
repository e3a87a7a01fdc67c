import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readFirstData } from './app/first-data.ts';
import { preloadScreen } from './app/router.tsx';

const found = document.getElementById('root');
if (!found) throw new Error('#root is missing');
const root: HTMLElement = found;
const firstData = readFirstData();

function start(): void {
  // The work is done in a transition: in slices, between which the browser stays responsive.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App firstData={firstData} />
      </StrictMode>,
    );
  });
}

// A server-rendered page is on screen already: the app replaces it once the screen's code is here,
// from the same data, so that it is replaced by itself and not by a skeleton.
if (firstData) void preloadScreen(window.location.pathname).then(start, start);
else start();
