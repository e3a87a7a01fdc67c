import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { recordRequests, resetApi, server } from './api.ts';

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

// A request no test routed is a mistake in the test (serveApi answers 404 to unrouted /api paths).
let restoreFetch = () => {};
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  restoreFetch = recordRequests();
});

afterEach(() => {
  cleanup();
  resetApi();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  restoreFetch();
  server.close();
});
