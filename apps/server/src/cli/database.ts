import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

/** Runs `work` on the server's database (DATABASE_URL, else PGlite in DATA_DIR), migrated, then closes it. */
export async function withDatabase<T>(config: Config, work: (database: Database) => Promise<T>): Promise<T> {
  if (!config.DATABASE_URL) await mkdir(config.dbDir, { recursive: true });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs `work` on the whole app over the server's database (no periodic jobs, no log), then closes both. */
export async function withApp<T>(
  config: Config,
  work: (app: FastifyInstance, database: Database) => Promise<T>,
): Promise<T> {
  return withDatabase(config, async (database) => {
    const app = await buildApp({ config, database, periodicJobs: false, logger: false });
    try {
      return await work(app, database);
    } finally {
      await app.close();
    }
  });
}
