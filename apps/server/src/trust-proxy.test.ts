import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { testConfig } from './test/config.ts';
import { createTestDatabase } from './test/database.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-trust-proxy-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('TRUST_PROXY', () => {
  it('parses false (default), true, a hop count and a list of addresses', () => {
    const load = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).TRUST_PROXY;
    expect(load()).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('')).toBe(false);
    expect(load('true')).toBe(true);
    expect(load('2')).toBe(2);
    expect(load('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  /** The client address the app sees for a request from `remoteAddress` through `forwardedFor`. */
  async function seenAddress(trustProxy: string | undefined, remoteAddress: string, forwardedFor: string) {
    const config = testConfig(dataDir, { TRUST_PROXY: trustProxy });
    const app = await buildApp({ config, database, logger: false, periodicJobs: false });
    app.get('/whoami', (request) => ({ ip: request.ip }));
    await app.ready();
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/whoami',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return res.json<{ ip: string }>().ip;
    } finally {
      await app.close();
    }
  }

  it('decides whose address per-IP limits see behind a proxy', async () => {
    // Default: a forged header changes nothing.
    expect(await seenAddress(undefined, '10.1.1.1', '203.0.113.7')).toBe('10.1.1.1');
    expect(await seenAddress('true', '10.1.1.1', '203.0.113.7')).toBe('203.0.113.7');
    // One trusted hop: the address the proxy saw, not what the client claimed before it.
    expect(await seenAddress('1', '10.1.1.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress('10.0.0.0/8', '10.1.1.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await seenAddress('10.0.0.0/8', '192.0.2.1', '203.0.113.7')).toBe('192.0.2.1');
  });
});
