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

  it('forgets a key on reset: its next hit opens a new window', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const [h, i] = [key('h'), key('i')];
    expect((await limiter.hit(h, rule)).allowed).toBe(true);
    expect((await limiter.hit(i, rule)).allowed).toBe(true);
    await limiter.reset(h);
    expect((await limiter.hit(h, rule)).allowed).toBe(true);
    expect((await limiter.hit(i, rule)).allowed).toBe(false);
  });

  it('counts distinct members: a repeat is free, a refused member is not counted', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const d = key('d');
    expect((await limiter.hitDistinct(d, 'x', rule)).allowed).toBe(true);
    expect((await limiter.hitDistinct(d, 'y', rule)).allowed).toBe(true);
    expect((await limiter.hitDistinct(d, 'x', rule)).allowed).toBe(true);
    const refused = await limiter.hitDistinct(d, 'z', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hitDistinct(d, 'z', rule)).allowed).toBe(false);
    expect((await limiter.hitDistinct(d, 'y', rule)).allowed).toBe(true);
    expect((await limiter.hitDistinct(key('e'), 'z', rule)).allowed).toBe(true);
  });

  it('lets one of two concurrent new members take the last place', async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const f = key('f');
    const results = await Promise.all(['x', 'y'].map((member) => limiter.hitDistinct(f, member, rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(1);
  });

  it('forgets the members when the window expires', async () => {
    const rule = { limit: 1, windowMs: 50 };
    const g = key('g');
    expect((await limiter.hitDistinct(g, 'x', rule)).allowed).toBe(true);
    expect((await limiter.hitDistinct(g, 'y', rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.hitDistinct(g, 'y', rule)).allowed).toBe(true);
  });
});
