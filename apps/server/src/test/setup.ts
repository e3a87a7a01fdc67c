import { afterEach, vi } from 'vitest';

// Noise is failure: an error logged during a test fails it.
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${String(calls[0]?.[0])}`);
});
