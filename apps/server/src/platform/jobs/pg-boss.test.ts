import { PGlite } from '@electric-sql/pglite';
import { fromPglite, type Db as QueueDatabase } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { PeriodicJob, RunningJobs } from './jobs.ts';
import { queueDatabaseOf, startPgBossJobs } from './pg-boss.ts';
import { recordingLog } from './test-log.ts';

// The PostgreSQL server of DATABASE_URL, or else an embedded PGlite: both are what pg-boss coordinates
// instances through.
let queueDatabase: QueueDatabase;
let closeDatabase: () => Promise<void>;
beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase();
    queueDatabase = queueDatabaseOf(database.pool!);
    closeDatabase = () => database.close();
  } else {
    const pglite = await PGlite.create();
    queueDatabase = fromPglite(pglite);
    closeDatabase = () => pglite.close();
  }
});
afterAll(() => closeDatabase());

const quickly = { cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 1 };
const minuteOf = (time: number) => Math.floor(time / 60_000);

describe('pg-boss jobs shared by two instances', () => {
  it('run each due occurrence once, on one of them', { timeout: 120_000 }, async () => {
    const runs: { instance: string; minute: number }[] = [];
    const everyMinute = (instance: string): PeriodicJob => ({
      name: 'every-minute',
      everyMinutes: 1,
      run: async () => {
        runs.push({ instance, minute: minuteOf(Date.now()) });
        return { runs: runs.length };
      },
    });
    const log = recordingLog();
    const instances: RunningJobs[] = [];
    for (const name of ['one', 'two'])
      instances.push(await startPgBossJobs(queueDatabase, [everyMinute(name)], log, quickly));
    const nextMinute = minuteOf(Date.now()) + 1;
    await expect
      .poll(() => runs.some((run) => run.minute >= nextMinute), { timeout: 75_000, interval: 500 })
      .toBe(true);
    // A moment for a second instance to take the same occurrence, if it ever would.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.all(instances.map((instance) => instance.close()));

    // Each occurrence is one job of pg-boss's, done once: a job taken by both instances would be two runs.
    // (Wall-clock minutes may repeat: the occurrence made up at start can run late, in the next minute.)
    const { rows } = await queueDatabase.executeSql(
      `select count(*)::int as done from pgboss.job where name = 'every-minute' and state = 'completed'`,
    );
    expect(runs.length).toBe((rows[0] as { done: number }).done);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith({ job: 'every-minute', handled: { runs: 1 } }, 'job done');
  });
});
