import type { RateLimiter } from '../../platform/rate-limit/index.ts';
import type { HealthRepository } from './repository.ts';

export type CheckState = 'ok' | 'failing';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: { database: CheckState; counters: CheckState };
}

/** A check that fails when it throws or does not answer within `timeoutMs`. */
async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'failing'>((resolve) => {
    timer = setTimeout(() => resolve('failing'), timeoutMs);
  });
  try {
    return await Promise.race([probe().then((): CheckState => 'ok'), late]);
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/** The longest a readiness probe waits for the database or the shared counters. */
export const probeTimeoutMs = 2_000;

/**
 * Whether this instance should get traffic, for a load balancer: the database and the shared counters
 * (Redis, or memory on the embedded default) answer, and the instance is not draining. Draining starts
 * when the process is told to stop: it goes on serving while the balancer notices and moves new
 * requests to the other instances.
 */
export function healthService(deps: { repository: HealthRepository; limiter: RateLimiter }) {
  let draining = false;
  return {
    async readiness(): Promise<Readiness> {
      const [database, counters] = await Promise.all([
        check(() => deps.repository.ping(), probeTimeoutMs),
        // A counter of its own, hit as the rate limits hit theirs: the same round trip.
        check(
          () => deps.limiter.hit('health:probe', { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }),
          probeTimeoutMs,
        ),
      ]);
      return {
        ready: !draining && database === 'ok' && counters === 'ok',
        draining,
        checks: { database, counters },
      };
    },
    /** From now on the instance answers «not ready», while it still serves what it is sent. */
    drain(): void {
      draining = true;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
