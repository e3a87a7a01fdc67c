import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from './limiter.ts';
import { MemoryRateLimiter } from './memory.ts';
import { RedisRateLimiter } from './redis.ts';

// The limiter the server would use here: Redis when REDIS_URL is set (as in CI's second run), else memory.
const url = process.env.REDIS_URL;
const limiter: RateLimiter = url
  ? new RedisRateLimiter(url, `mp:test:${randomBytes(6).toString('hex')}:`)
  : new MemoryRateLimiter(() => new Date());
const key = (name: string) => `${name}:${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  await limiter.close();
});

describe(`${url ? 'Redis' : 'memory'} rate limiter`, () => {
  it('allows `limit` hits per window, per key, then says how long to wait', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const [a, b] = [key('a'), key('b')];
    expect((await limiter.hit(a, rule)).allowed).toBe(true);
    expect((await limiter.hit(a, rule)).allowed).toBe(true);
    const refused = await limiter.hit(a, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit(b, rule)).allowed).toBe(true);
  });

  it('opens a new window when the last one expires', async () => {
    const rule = { limit: 1, windowMs: 50 };
    const c = key('c');
    expect((await limiter.hit(c, rule)).allowed).toBe(true);
    expect((await limiter.hit(c, rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.hit(c, rule)).allowed).toBe(true);
  });
});
