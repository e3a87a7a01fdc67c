import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { recordRequests, resetApi, server } from './api.ts';
import { checkConsole, recordConsole } from './console.ts';

// jsdom has no media queries: answer the width ones (`(min-width: Npx)`) from window.innerWidth, which a
// test may set. Nothing changes size while a test runs, so no change is ever reported.
window.matchMedia = (query: string) => {
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
  return {
    matches: minWidth ? window.innerWidth >= Number(minWidth[1]) : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
};

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
// React warns of a state update outside act() only where this is set. @testing-library/react sets it
// from vitest's global hooks, and this project does not turn vitest's globals on.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// A request no test routed is a mistake in the test (serveApi answers 404 to unrouted /api paths).
let restoreFetch = () => {};
let restoreConsole = () => {};
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  restoreFetch = recordRequests();
  restoreConsole = recordConsole();
});

afterEach(() => {
  cleanup();
  resetApi();
  localStorage.clear();
  sessionStorage.clear();
  // Last, so that the unmount's own warnings count and a failure here skips no cleaning.
  checkConsole();
});

afterAll(() => {
  restoreFetch();
  server.close();
  restoreConsole();
  // What was logged after the last test.
  checkConsole();
});
