import type { FastifyBaseLogger } from 'fastify';

export const housekeepingIntervalMs = 60 * 60 * 1000;

/** A periodic clean-up of a module; resolves to how many rows of each kind it handled. */
export type HousekeepingJob = () => Promise<Record<string, number>>;

/** Runs the jobs one after another; resolves to all their counts together. */
export async function runHousekeeping(jobs: readonly HousekeepingJob[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const job of jobs) Object.assign(counts, await job());
  return counts;
}

/**
 * Runs the modules' clean-up jobs now and then every `intervalMs` on an unref'd timer (it never keeps
 * the process alive). `close` stops the timer and waits for a run in flight, so the database can close
 * after it.
 */
export function startHousekeeping(options: {
  jobs: readonly HousekeepingJob[];
  log: FastifyBaseLogger;
  intervalMs?: number;
}): { close(): Promise<void> } {
  const { jobs, log, intervalMs = housekeepingIntervalMs } = options;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runHousekeeping(jobs)
      .then((purged) => log.info({ purged }, 'housekeeping done'))
      .catch((err: unknown) => log.error({ err }, 'housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs).unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
