import { vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';

/** A logger whose info and error calls the test reads. */
export function recordingLog() {
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}
