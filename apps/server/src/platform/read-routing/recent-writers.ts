import { Redis } from 'ioredis';

/**
 * Who wrote in the last few seconds, on every instance: their reads go to the primary, so that a
 * replica's lag never hides what they have just done (read-your-writes).
 */
export interface RecentWriters {
  mark(userId: number): Promise<void>;
  wroteRecently(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** In this process: right for one instance. */
export function memoryRecentWriters(windowMs: number, now: () => number = Date.now): RecentWriters {
  const until = new Map<number, number>();
  return {
    async mark(userId) {
      // The map drops its expired entries as it grows, so it stays as small as the last window's writers.
      if (until.size > 10_000) for (const [id, end] of until) if (end <= now()) until.delete(id);
      until.set(userId, now() + windowMs);
    },
    async wroteRecently(userId) {
      return (until.get(userId) ?? 0) > now();
    },
    async close() {
      until.clear();
    },
  };
}

/** In Redis, shared by every instance: the next read may reach another one. */
export function redisRecentWriters(url: string, windowMs: number, prefix = 'mp:wrote:'): RecentWriters {
  // Fail fast rather than queue while Redis is away: the caller then reads from the primary.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  // Its callers hear of a command that failed; the connection's retried errors need no console.
  redis.on('error', () => undefined);
  return {
    async mark(userId) {
      await redis.set(prefix + userId, '1', 'PX', windowMs);
    },
    async wroteRecently(userId) {
      return (await redis.exists(prefix + userId)) === 1;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
