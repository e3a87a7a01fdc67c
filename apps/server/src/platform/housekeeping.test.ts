import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, smsOutbox, verificationCodes } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { createUser } from '../test/fixtures.ts';
import { purgeExpired, retentionMs, startHousekeeping } from './housekeeping.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hour = 3_600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Rows on both sides of the retention line; returns the ids that must survive. */
async function seed(now: Date) {
  const db = database.db;
  const user = await createUser(db);
  const code = (expiresAt: Date, consumedAt: Date | null = null) => ({
    phone: user.phone,
    purpose: 'register' as const,
    codeHash: 'x',
    expiresAt,
    consumedAt,
  });
  const codes = await db
    .insert(verificationCodes)
    .values([
      code(ago(now, retentionMs + hour)), // long expired: goes
      code(ago(now, hour)), // expired an hour ago: kept a day for «code expired»
      code(new Date(now.getTime() + 10 * 60_000)), // live
    ])
    .returning({ id: verificationCodes.id });
  const session = (n: number, expiresAt: Date, revokedAt: Date | null = null) => ({
    userId: user.id,
    tokenHash: `hash-${user.id}-${n}`,
    expiresAt,
    revokedAt,
  });
  const rows = await db
    .insert(sessions)
    .values([
      session(1, ago(now, retentionMs + hour)), // long expired: goes
      session(2, new Date(now.getTime() + hour), ago(now, retentionMs + hour)), // revoked long ago: goes
      session(3, new Date(now.getTime() + hour), ago(now, hour)), // revoked an hour ago: kept
      session(4, new Date(now.getTime() + 30 * 24 * hour)), // live
    ])
    .returning({ id: sessions.id });
  const texts = await db
    .insert(smsOutbox)
    .values([
      { phone: user.phone, text: 'old', createdAt: ago(now, retentionMs + hour) },
      { phone: user.phone, text: 'new', createdAt: ago(now, hour) },
    ])
    .returning({ id: smsOutbox.id });
  return {
    codes: codes.slice(1).map((r) => r.id),
    sessions: rows.slice(2).map((r) => r.id),
    texts: texts.slice(1).map((r) => r.id),
  };
}

async function remaining() {
  const db = database.db;
  return {
    codes: (await db.select({ id: verificationCodes.id }).from(verificationCodes)).map((r) => r.id).sort(),
    sessions: (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id).sort(),
    texts: (await db.select({ id: smsOutbox.id }).from(smsOutbox)).map((r) => r.id).sort(),
  };
}

async function clear() {
  await database.db.delete(verificationCodes);
  await database.db.delete(sessions);
  await database.db.delete(smsOutbox);
}

const silentLog = () =>
  ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

describe('purgeExpired', () => {
  it('deletes codes and sessions a day past expiry or revocation and outbox texts over a day old', async () => {
    await clear();
    const now = new Date();
    const kept = await seed(now);
    expect(await purgeExpired(database.db, now)).toEqual({
      verificationCodes: 1,
      sessions: 2,
      smsOutbox: 1,
      expiredAds: 0,
    });
    expect(await remaining()).toEqual({
      codes: kept.codes.sort(),
      sessions: kept.sessions.sort(),
      texts: kept.texts.sort(),
    });
    // Running again finds nothing more.
    expect(await purgeExpired(database.db, now)).toEqual({
      verificationCodes: 0,
      sessions: 0,
      smsOutbox: 0,
      expiredAds: 0,
    });
  });
});

describe('startHousekeeping', () => {
  it('runs at once and then on its interval; close stops it and waits for a run in flight', async () => {
    await clear();
    const log = silentLog();
    let now = new Date();
    await seed(now);
    const housekeeping = startHousekeeping({ db: database.db, now: () => now, log, intervalMs: 50 });
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled());
    expect(log.info.mock.calls[0]?.[0]).toEqual({
      purged: { verificationCodes: 1, sessions: 2, smsOutbox: 1, expiredAds: 0 },
    });
    // Two days later everything seeded is past the line; the next tick removes it.
    now = new Date(now.getTime() + 2 * retentionMs + 31 * 24 * hour);
    const seen = log.info.mock.calls.length;
    await vi.waitFor(() => expect(log.info.mock.calls.length).toBeGreaterThan(seen + 1));
    await housekeeping.close();
    expect(await remaining()).toEqual({ codes: [], sessions: [], texts: [] });
    const runs = log.info.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(log.info.mock.calls.length).toBe(runs);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed run instead of throwing', async () => {
    const log = silentLog();
    const broken = {
      delete: () => {
        throw new Error('database is down');
      },
    } as unknown as Database['db'];
    const housekeeping = startHousekeeping({ db: broken, now: () => new Date(), log, intervalMs: 60_000 });
    await housekeeping.close();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('is started by the app, which purges on start', async () => {
    await clear();
    await seed(new Date());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-housekeeping-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const left = await remaining();
    expect([left.codes.length, left.sessions.length, left.texts.length]).toEqual([2, 2, 1]);
  });
});
