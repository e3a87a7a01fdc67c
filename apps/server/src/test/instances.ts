import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from './config.ts';
import { createTestDatabase } from './database.ts';
import { checkAgainstWire } from './realtime-wire.ts';

/**
 * Two instances of the app on one fresh database, as behind a load balancer, with REDIS_URL when the
 * run has it (CI's PostgreSQL + Redis run). `env` adds to their shared environment.
 */
export async function startTwoInstances(
  options: { env?: Record<string, string>; jobOptions?: AppDeps['jobOptions'] } = {},
): Promise<{ instances: [FastifyInstance, FastifyInstance]; database: Database; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-instances-'));
  const config = testConfig(dataDir, { REDIS_URL: process.env.REDIS_URL, ...options.env });
  const start = () =>
    buildApp({
      config,
      database,
      logger: false,
      jobOptions: options.jobOptions,
      onRealtimeEvent: checkAgainstWire,
    });
  const instances: [FastifyInstance, FastifyInstance] = [await start(), await start()];
  return {
    instances,
    database,
    async close() {
      await Promise.all(instances.map((app) => app.close()));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
