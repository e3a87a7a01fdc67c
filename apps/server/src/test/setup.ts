import { afterEach, vi } from 'vitest';
import { takeWireMismatches } from './realtime-wire.ts';

// Noise is failure: an error logged during a test fails it.
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${String(calls[0]?.[0])}`);
});

// A real-time event that does not match its schema in the contract fails the test that sent it.
afterEach(() => {
  const mismatches = takeWireMismatches();
  if (mismatches.length > 0) throw new Error(`real-time payload off its schema: ${mismatches.join('; ')}`);
});
