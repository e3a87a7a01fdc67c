import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, type Db as QueueDatabase } from 'pg-boss';
import { cronOf, runLogged, type PeriodicJob, type RunningJobs } from './jobs.ts';

export interface PgBossOptions {
  /** How often an instance checks whether a schedule is due (pg-boss: 1–45 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds?: number;
}

/** pg-boss's view of a PostgreSQL server: the app's own pool (its tables go in the `pgboss` schema). */
export const queueDatabaseOf = (pool: pg.Pool): QueueDatabase => ({
  executeSql: (text, values) => pool.query(text, values),
});

/** A run that outlives this is taken for lost (its instance died) and retried. */
const jobExpirySeconds = 30 * 60;

/**
 * The jobs of a PostgreSQL server shared by several instances, through pg-boss (record 0099): every
 * instance keeps the schedules and works the queues, and PostgreSQL hands each due run to exactly one
 * of them. A run missed while every instance was down is made up once. A queue holds at most one run,
 * queued or running (the `exclusive` policy), so a slow job never piles up behind itself; a failed run
 * is retried twice, a minute apart.
 */
export async function startPgBossJobs(
  database: QueueDatabase,
  jobs: readonly PeriodicJob[],
  log: FastifyBaseLogger,
  options: PgBossOptions = {},
): Promise<RunningJobs> {
  const boss = new PgBoss({
    db: database,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue failed'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'exclusive',
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: jobExpirySeconds,
    });
    await boss.schedule(job.name, cronOf(job.everyMinutes), null, { tz: 'UTC', missed: 'once' });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, () =>
      runLogged(job, log),
    );
  }
  return {
    // The pool belongs to the database: pg-boss stops its timers and waits for runs in flight.
    close: () => boss.stop({ graceful: true, close: false, timeout: jobExpirySeconds * 1000 }),
  };
}
