import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.ts';
import { RedisRateLimiter } from './rate-limit/redis.ts';

// Nothing listens on port 1 of this machine: each client meets a refused connection, as with a server down.
const nowhere = '127.0.0.1:1';

describe('a server that cannot be reached', () => {
  it('is told from other failures, for PostgreSQL and for Redis, as their clients report it', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@${nowhere}/x` });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isConnectionFailure(refused)).toBe(true);

    const counters = new RedisRateLimiter(`redis://${nowhere}`);
    const gaveUp = await counters.hit('k', { limit: 1, windowMs: 1000 }).catch((error: unknown) => error);
    await counters.close();
    expect(isConnectionFailure(gaveUp)).toBe(true);

    // Wrapped as drizzle wraps a driver's error, and a server shutting down (57P01).
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(isConnectionFailure(new Error('Failed query', { cause: shutdown }))).toBe(true);

    expect(isConnectionFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});
