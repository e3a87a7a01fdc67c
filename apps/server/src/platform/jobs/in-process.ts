import type { FastifyBaseLogger } from 'fastify';
import { checkPeriod, runLogged, type PeriodicJob, type RunningJobs } from './jobs.ts';

/**
 * The jobs of the embedded database, whose one instance is the only one: each runs at start (catching
 * up on the time the process was down) and then every period on an unref'd timer. Runs go one after
 * another, since the embedded database has a single connection; a job already waiting is not queued
 * twice, and `close` lets the run in flight finish but starts no other.
 */
export function startInProcessJobs(jobs: readonly PeriodicJob[], log: FastifyBaseLogger): RunningJobs {
  jobs.forEach((job) => checkPeriod(job.everyMinutes));
  const waiting = new Set<string>();
  let queue = Promise.resolve();
  let closed = false;
  const enqueue = (job: PeriodicJob) => {
    if (waiting.has(job.name)) return;
    waiting.add(job.name);
    queue = queue.then(() => {
      waiting.delete(job.name);
      // Logged there; the next period tries again.
      return closed ? undefined : runLogged(job, log).catch(() => undefined);
    });
  };
  const timers = jobs.map((job) => {
    enqueue(job);
    return setInterval(() => enqueue(job), job.everyMinutes * 60_000).unref();
  });
  return {
    async close() {
      closed = true;
      timers.forEach(clearInterval);
      await queue;
    },
  };
}
