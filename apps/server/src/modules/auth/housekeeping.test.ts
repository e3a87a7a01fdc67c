import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/config.ts';
import type { Database } from '../../db/client.ts';
import { sessions, smsOutbox, verificationCodes } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/fixtures.ts';
import { authRepository } from './repository.ts';
import { retentionMs } from './service.ts';

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

const purge = (now: Date) => authRepository(database.db).deleteEndedBefore(ago(now, retentionMs));

describe('housekeeping of codes, sessions and outbox texts', () => {
  it('deletes codes and sessions a day past expiry or revocation and outbox texts over a day old', async () => {
    await clear();
    const now = new Date();
    const kept = await seed(now);
    expect(await purge(now)).toEqual({
      verificationCodes: 1,
      sessions: 2,
      smsOutbox: 1,
    });
    expect(await remaining()).toEqual({
      codes: kept.codes.sort(),
      sessions: kept.sessions.sort(),
      texts: kept.texts.sort(),
    });
    // Running again finds nothing more.
    expect(await purge(now)).toEqual({
      verificationCodes: 0,
      sessions: 0,
      smsOutbox: 0,
    });
  });
});

describe('the app', () => {
  // The embedded database's jobs run in the process, at start and then hourly; a server's are
  // scheduled in the queue its instances share (platform/jobs).
  const started = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-housekeeping-'));
    const config = testConfig(dataDir);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  };

  const onServer = Boolean(process.env.DATABASE_URL);
  it(onServer ? 'schedules the purge hourly in the shared queue' : 'purges on start', async () => {
    await clear();
    await seed(new Date());
    const stop = await started();
    if (onServer) {
      const schedules = await database.pool!.query<{ cron: string }>(
        "select cron from pgboss.schedule where name = 'auth-purge-expired'",
      );
      expect(schedules.rows).toEqual([{ cron: '0 * * * *' }]);
    } else {
      await vi.waitFor(async () => expect((await remaining()).codes).toHaveLength(2));
      const left = await remaining();
      expect([left.codes.length, left.sessions.length, left.texts.length]).toEqual([2, 2, 1]);
    }
    await stop();
  });
});
