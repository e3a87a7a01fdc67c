import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startInProcessJobs } from './in-process.ts';
import { queueDatabaseOf, startPgBossJobs, type PgBossOptions } from './pg-boss.ts';
import type { PeriodicJob, RunningJobs } from './jobs.ts';

export type { PeriodicJob, RunningJobs } from './jobs.ts';
export type { PgBossOptions } from './pg-boss.ts';

/**
 * Starts the periodic jobs: through pg-boss on a PostgreSQL server, which several instances may share,
 * and in this process on the embedded database, which only one can open.
 */
export function startJobs(
  database: Pick<Database, 'pool'>,
  jobs: readonly PeriodicJob[],
  log: FastifyBaseLogger,
  options?: PgBossOptions,
): Promise<RunningJobs> {
  const { pool } = database;
  if (!pool) return Promise.resolve(startInProcessJobs(jobs, log));
  return startPgBossJobs(queueDatabaseOf(pool), jobs, log, options);
}
