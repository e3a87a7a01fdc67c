import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { testConfig } from './config.ts';
import { createTestDatabase } from './database.ts';
import { checkAgainstWire } from './realtime-wire.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests; `webDistDir` serves a built web app too. */
export async function createTestApp(
  options: {
    webDistDir?: string;
    /** A web server build to render pages with (http/page-renderer.ts). */
    webServerEntry?: string;
    now?: () => Date;
    /** More environment, read when the app starts (after the file's earlier `beforeAll` hooks). */
    env?: () => Record<string, string>;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-'));
  const config = testConfig(dataDir, {
    // Each test reads its own writes at once; the caches have their own tests (products/totals.test.ts,
    // catalog/reference-cache.test.ts).
    SEARCH_CACHE_SECONDS: '0',
    REFERENCE_CACHE_SECONDS: '0',
    ...options.env?.(),
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    // Tests call the jobs' services themselves; platform/jobs and housekeeping.test.ts test the running.
    periodicJobs: false,
    webDistDir: options.webDistDir,
    webServerEntry: options.webServerEntry,
    now: options.now,
    onRealtimeEvent: checkAgainstWire,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
