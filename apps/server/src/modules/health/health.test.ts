import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../platform/rate-limit/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { healthService } from './service.ts';

const t = useTestApp();

describe('GET /api/health and /api/ready', () => {
  it('answers live and ready while the database and the counters answer, never cached', async () => {
    const health = await t.call('GET', '/health');
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.call('GET', '/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok', counters: 'ok' } },
    ]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 «draining» once the instance is told to stop, while still serving requests', async () => {
    t.ctx.app.services.health.drain();
    const ready = await t.call('GET', '/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'draining', checks: { database: 'ok', counters: 'ok' } },
    ]);
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
    expect((await t.call('GET', '/categories')).statusCode).toBe(200);
  });
});

describe('readiness checks', () => {
  const counters: RateLimiter = {
    hit: async () => ({ allowed: true, retryAfterMs: 0 }),
    hitDistinct: async () => ({ allowed: true, retryAfterMs: 0 }),
    reset: async () => {},
    close: async () => {},
  };

  it('fail when the database throws, or the counters do not answer in time', async () => {
    const broken = healthService({
      repository: { ping: () => Promise.reject(new Error('connection refused')) },
      limiter: counters,
    });
    expect(await broken.readiness()).toEqual({
      status: 'failing',
      checks: { database: 'failing', counters: 'ok' },
    });

    const hanging = healthService({
      repository: { ping: async () => {} },
      limiter: { ...counters, hit: () => new Promise(() => {}) },
    });
    expect((await hanging.readiness()).checks).toEqual({ database: 'ok', counters: 'failing' });
  });

  it('with replicas, say which answers: read-only while only a replica does, failing when none does', async () => {
    const primaryDown = { ping: () => Promise.reject(new Error('connection refused')) };
    const primaryUp = { ping: async () => {} };
    const replicaUp = { probe: async () => true };
    const replicaDown = { probe: async () => false };
    const readiness = (repository: typeof primaryUp, replicas: typeof replicaUp) =>
      healthService({ repository, limiter: counters, replicas }).readiness();

    const cases = [
      [primaryUp, replicaUp, 'ready', { database: 'ok', replicas: 'ok', counters: 'ok' }],
      [primaryDown, replicaUp, 'read_only', { database: 'failing', replicas: 'ok', counters: 'ok' }],
      [primaryUp, replicaDown, 'ready', { database: 'ok', replicas: 'failing', counters: 'ok' }],
      [primaryDown, replicaDown, 'failing', { database: 'failing', replicas: 'failing', counters: 'ok' }],
    ] as const;
    for (const [repository, replicas, status, checks] of cases) {
      expect(await readiness(repository, replicas)).toEqual({ status, checks });
    }
  });
});
