import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Who is connected, seen by every instance. A user is online while at least one of their sockets is
 * subscribed to their own notifications channel. `connect`/`disconnect` answer whether that changed the
 * user's status, so only the first socket announces «online» and only the last one «offline».
 */
export interface Presence {
  connect(userId: number, socketId: string): Promise<boolean>;
  disconnect(userId: number, socketId: string): Promise<boolean>;
  onlineAmong(userIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

export function createPresence(redisUrl: string | undefined, log: FastifyBaseLogger): Presence {
  return redisUrl ? redisPresence(redisUrl, log) : memoryPresence();
}

function memoryPresence(): Presence {
  const sockets = new Map<number, Set<string>>();
  return {
    async connect(userId, socketId) {
      const own = sockets.get(userId) ?? new Set<string>();
      sockets.set(userId, own.add(socketId));
      return own.size === 1;
    },
    async disconnect(userId, socketId) {
      const own = sockets.get(userId);
      if (!own?.delete(socketId)) return false;
      if (own.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => sockets.has(id)));
    },
    close: async () => {},
  };
}

/** A socket's entry lives this long unless its instance renews it: a crashed instance's users go offline. */
const entryTtlMs = 90_000;
const renewEveryMs = 30_000;
const keyOf = (userId: number) => `mp:presence:${userId}`;

/** One sorted set per user: its sockets, scored by when their entry expires. */
function redisPresence(redisUrl: string, log: FastifyBaseLogger): Presence {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on('error', (err: unknown) => log.warn({ err }, 'presence: redis error'));
  const local = new Map<string, number>();

  const liveCount = async (userId: number) => {
    const key = keyOf(userId);
    const [, count] = (await redis.multi().zremrangebyscore(key, '-inf', Date.now()).zcard(key).exec()) as [
      [null, number],
      [null, number],
    ];
    return count[1];
  };

  const renew = setInterval(() => {
    if (local.size === 0) return;
    const expiry = Date.now() + entryTtlMs;
    const batch = redis.pipeline();
    for (const [socketId, userId] of local) {
      batch.zadd(keyOf(userId), expiry, socketId).pexpire(keyOf(userId), entryTtlMs);
    }
    batch.exec().catch((err: unknown) => log.warn({ err }, 'presence: could not renew'));
  }, renewEveryMs);
  renew.unref();

  return {
    async connect(userId, socketId) {
      local.set(socketId, userId);
      await redis
        .multi()
        .zadd(keyOf(userId), Date.now() + entryTtlMs, socketId)
        .pexpire(keyOf(userId), entryTtlMs)
        .exec();
      return (await liveCount(userId)) === 1;
    },
    async disconnect(userId, socketId) {
      if (!local.delete(socketId)) return false;
      const removed = await redis.zrem(keyOf(userId), socketId);
      return removed === 1 && (await liveCount(userId)) === 0;
    },
    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const now = Date.now();
      const batch = redis.pipeline();
      for (const id of userIds) batch.zcount(keyOf(id), now, '+inf');
      const counts = ((await batch.exec()) ?? []) as [Error | null, number][];
      return new Set(userIds.filter((_, i) => (counts[i]?.[1] ?? 0) > 0));
    },
    async close() {
      clearInterval(renew);
      const mine = [...local];
      local.clear();
      if (mine.length > 0) {
        const batch = redis.pipeline();
        for (const [socketId, userId] of mine) batch.zrem(keyOf(userId), socketId);
        await batch.exec().catch(() => undefined);
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
