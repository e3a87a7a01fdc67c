import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newVapidKeys } from '../platform/push/vapid-keys.ts';

/**
 * What production requires to start, for tests that build a production app next to the test one. Its
 * payments provider and map tiles are never called.
 */
export function productionEnv(): Record<string, string> {
  const vapid = newVapidKeys();
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    PUSHER_APP_SECRET: 'a-production-pusher-secret',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push@example.ru',
    PAYMENTS_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_secret',
    DELIVERY_CARRIER: 'cdek',
    CDEK_CLIENT_ID: 'test-client',
    CDEK_CLIENT_SECRET: 'test-secret',
    CDEK_WEBHOOK_SECRET: 'a-cdek-webhook-secret',
    MAP_TILE_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png',
  };
}

/**
 * A production app on the test app's database, so the sessions signed up there are live here: for the
 * rules that hold in production only.
 */
export async function startProductionApp(
  database: Database,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-prod-'));
  const app = await buildApp({
    config: loadConfig({ ...productionEnv(), DATA_DIR: dataDir }),
    database,
    logger: false,
    periodicJobs: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
