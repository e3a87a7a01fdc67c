import { and, eq, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { products, sessions, smsOutbox, verificationCodes } from '../db/schema/index.ts';

/**
 * Rows are kept this long after they stop counting, so a late try still gets «code expired» rather
 * than «wrong code» and an operator can still look at yesterday's texts.
 */
export const retentionMs = 24 * 60 * 60 * 1000;
export const housekeepingIntervalMs = 60 * 60 * 1000;

export interface Purged {
  verificationCodes: number;
  sessions: number;
  smsOutbox: number;
  /** Active ads whose placement period ended, now `expired`. */
  expiredAds: number;
}

/**
 * Deletes SMS codes and sessions that expired (or were revoked) and outbox texts older than a day, and
 * moves active ads past their `expires_at` to `expired` (their ids go to `onAdsExpired`, e.g. to drop
 * cached ad pages).
 */
export async function purgeExpired(
  db: Db,
  now: Date,
  onAdsExpired?: (ids: number[]) => void,
): Promise<Purged> {
  const before = new Date(now.getTime() - retentionMs);
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before))
    .returning({ id: verificationCodes.id });
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  const texts = await db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, before))
    .returning({ id: smsOutbox.id });
  const expired = await db
    .update(products)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(products.status, 'active'), lte(products.expiresAt, now)))
    .returning({ id: products.id });
  if (expired.length > 0) onAdsExpired?.(expired.map((row) => row.id));
  return {
    verificationCodes: codes.length,
    sessions: deadSessions.length,
    smsOutbox: texts.length,
    expiredAds: expired.length,
  };
}

/**
 * Runs `purgeExpired` now and then every `intervalMs` on an unref'd timer (it never keeps the process
 * alive). `close` stops the timer and waits for a run in flight, so the database can close after it.
 */
export function startHousekeeping(options: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
  onAdsExpired?: (ids: number[]) => void;
}): { close(): Promise<void> } {
  const { db, now, log, intervalMs = housekeepingIntervalMs, onAdsExpired } = options;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpired(db, now(), onAdsExpired)
      .then((purged) => log.info({ purged }, 'housekeeping done'))
      .catch((err: unknown) => log.error({ err }, 'housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs).unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
