import type { Config } from '../../config.ts';
import type { RateLimiter } from './limiter.ts';
import { MemoryRateLimiter } from './memory.ts';
import { RedisRateLimiter } from './redis.ts';

export type { HitResult, RateLimit, RateLimiter } from './limiter.ts';
export { MemoryRateLimiter } from './memory.ts';

/** Redis when REDIS_URL is set (counters shared by all instances), otherwise this process's memory. */
export function createRateLimiter(config: Config, now: () => Date): RateLimiter {
  return config.REDIS_URL ? new RedisRateLimiter(config.REDIS_URL) : new MemoryRateLimiter(now);
}
