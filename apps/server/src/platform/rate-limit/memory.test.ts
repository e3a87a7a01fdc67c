import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory.ts';

describe('MemoryRateLimiter', () => {
  it('allows `limit` hits per window and again after it', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => new Date(now));
    const rule = { limit: 2, windowMs: 1000 };
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
    now = 1000;
    expect((await limiter.hit('a', rule)).allowed).toBe(true);
  });

  it('stays bounded under a flood of keys', async () => {
    const limiter = new MemoryRateLimiter(() => new Date(0), 10);
    for (let i = 0; i < 100; i++) await limiter.hit(`k${i}`, { limit: 1, windowMs: 1000 });
    expect((await limiter.hit('k99', { limit: 1, windowMs: 1000 })).allowed).toBe(false);
  });
});
