import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { recordRequests, resetApi, server } from './api.ts';

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
