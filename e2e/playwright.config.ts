import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh database per run, so the journeys meet the product exactly as a first start makes it.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `mp-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // No retries: a journey that fails once is a failure to look into, on CI as anywhere.
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    // The journeys meet the network as the app sends it; the service worker's own journeys allow it
    // (tests/installable-app.spec.ts), as its caches would otherwise answer for the network here.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://localhost:${port}/api/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server logs warnings and errors only (LOG_LEVEL below): shown beside a failing journey.
    stdout: 'pipe',
    // TRUST_PROXY lets the journeys' API sign-ups come from addresses of their own (X-Forwarded-For,
    // support/session.ts): the codes-per-address limit is for one client, and the journeys are many.
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', TRUST_PROXY: 'true' },
  },
});
