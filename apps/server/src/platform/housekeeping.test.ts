import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { runHousekeeping, startHousekeeping } from './housekeeping.ts';

const silentLog = () =>
  ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

describe('runHousekeeping', () => {
  it('runs every job in turn and reports their counts together', async () => {
    const order: string[] = [];
    const counts = await runHousekeeping([
      async () => (order.push('a'), { codes: 2, sessions: 1 }),
      async () => (order.push('b'), { expiredAds: 3 }),
    ]);
    expect(order).toEqual(['a', 'b']);
    expect(counts).toEqual({ codes: 2, sessions: 1, expiredAds: 3 });
  });
});

describe('startHousekeeping', () => {
  it('runs at once and then on its interval; close stops it and waits for a run in flight', async () => {
    const log = silentLog();
    let runs = 0;
    let finish: () => void = () => {};
    const job = () => {
      runs += 1;
      return runs === 3
        ? new Promise<Record<string, number>>((resolve) => (finish = () => resolve({ rows: runs })))
        : Promise.resolve({ rows: runs });
    };
    const housekeeping = startHousekeeping({ jobs: [job], log, intervalMs: 20 });
    await vi.waitFor(() => expect(runs).toBe(3));
    expect(log.info.mock.calls.slice(0, 2).map((call): unknown => call[0])).toEqual([
      { purged: { rows: 1 } },
      { purged: { rows: 2 } },
    ]);
    let closed = false;
    const closing = housekeeping.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect([closed, runs]).toEqual([false, 3]);
    finish();
    await closing;
    expect(log.info).toHaveBeenLastCalledWith({ purged: { rows: 3 } }, 'housekeeping done');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(3);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run instead of throwing', async () => {
    const log = silentLog();
    const housekeeping = startHousekeeping({
      jobs: [() => Promise.reject(new Error('database is down'))],
      log,
      intervalMs: 60_000,
    });
    await housekeeping.close();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
