import type { FastifyBaseLogger } from 'fastify';

/** Work the server repeats on its own: clean-ups, expiry, renewals, announcements. */
export interface PeriodicJob {
  /** Lower-case words with dashes; the job's queue is named after it. */
  name: string;
  /** How often it runs: a whole number of minutes that divides an hour, or 60 for hourly. */
  everyMinutes: number;
  /** Resolves to how many rows of each kind it handled, for the log. */
  run: () => Promise<Record<string, number>>;
}

/** The jobs started on one instance; `close` stops taking new runs and waits for the ones in flight. */
export interface RunningJobs {
  close(): Promise<void>;
}

/**
 * Refuses a period the shared queue cannot schedule, on either database, so that a job the embedded
 * database would run is never one PostgreSQL's pg-boss refuses at start.
 */
export function checkPeriod(everyMinutes: number): void {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1 || 60 % everyMinutes !== 0)
    throw new RangeError(`a job's period must divide an hour: ${everyMinutes} minutes`);
}

/** The cron expression of a period: on the hour, or every `n` minutes from the hour. */
export function cronOf(everyMinutes: number): string {
  checkPeriod(everyMinutes);
  return everyMinutes === 60 ? '0 * * * *' : `*/${everyMinutes} * * * *`;
}

/** Runs one job and logs what it handled, or why it failed before rethrowing. */
export async function runLogged(job: PeriodicJob, log: FastifyBaseLogger): Promise<void> {
  try {
    log.info({ job: job.name, handled: await job.run() }, 'job done');
  } catch (err) {
    log.error({ err, job: job.name }, 'job failed');
    throw err;
  }
}
