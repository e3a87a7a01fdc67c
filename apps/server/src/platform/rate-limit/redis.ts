import { Redis } from 'ioredis';
import type { HitResult, RateLimit, RateLimiter } from './limiter.ts';

// INCR and the window's expiry in one atomic step, so a crash between them cannot leave a counter
// that never expires.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// The member check, the count and the add in one atomic step, so two concurrent requests cannot
// both take the last place. ARGV: member, limit, window in ms.
const hitDistinctScript = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return {1, redis.call('PTTL', KEYS[1])} end
local count = redis.call('SCARD', KEYS[1])
if count >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
redis.call('SADD', KEYS[1], ARGV[1])
if count == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return {1, redis.call('PTTL', KEYS[1])}`;

/** Counters in Redis, shared by every server instance (design §2). Uses Redis's clock. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'mp:rate:',
  ) {
    // Fail fast rather than queue requests while Redis is away: a limit that cannot be checked refuses.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
    // A command Redis cannot take rejects to its caller (a 503); the connection's own errors, which
    // ioredis retries, would otherwise go to the console as unhandled on every attempt.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, { limit, windowMs }: RateLimit): Promise<HitResult> {
    const reply = await this.redis.eval(hitScript, 1, this.prefix + key, windowMs);
    const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
    if (count === undefined || ttl === undefined || Number.isNaN(count)) {
      throw new Error('unexpected reply from the rate limit script');
    }
    return { allowed: count <= limit, retryAfterMs: Math.max(ttl, 0) };
  }

  async hitDistinct(key: string, member: string, { limit, windowMs }: RateLimit): Promise<HitResult> {
    const reply = await this.redis.eval(hitDistinctScript, 1, this.prefix + key, member, limit, windowMs);
    const [allowed, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
    if (allowed === undefined || ttl === undefined || Number.isNaN(allowed)) {
      throw new Error('unexpected reply from the distinct rate limit script');
    }
    return { allowed: allowed === 1, retryAfterMs: Math.max(ttl, 0) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
