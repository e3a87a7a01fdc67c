import type { RateLimiter } from '../../platform/rate-limit/index.ts';
import type { HealthRepository } from './repository.ts';

export type CheckState = 'ok' | 'failing';

export interface Readiness {
  status: 'ready' | 'read_only' | 'draining' | 'failing';
  checks: { database: CheckState; replicas?: CheckState; counters: CheckState };
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

/** What the instance can serve, from what answers. */
function statusOf(
  draining: boolean,
  { database, replicas, counters }: Readiness['checks'],
): Readiness['status'] {
  if (draining) return 'draining';
  if (counters === 'failing') return 'failing';
  if (database === 'ok') return 'ready';
  return replicas === 'ok' ? 'read_only' : 'failing';
}

/**
 * Whether this instance should get traffic, for a load balancer: the database and the shared counters
 * (Redis, or memory on the embedded default) answer, and the instance is not draining. With replicas,
 * an instance whose primary does not answer still serves reads (`read_only`): every instance shares
 * that primary, so taking them out would serve nothing. Draining starts when the process is told to
 * stop: it goes on serving while the balancer notices and moves new requests to the other instances.
 */
export function healthService(deps: {
  repository: HealthRepository;
  limiter: RateLimiter;
  /** Whether a replica answers, where there are replicas. */
  replicas?: { probe(): Promise<boolean> };
}) {
  let draining = false;
  const { replicas } = deps;
  return {
    async readiness(): Promise<Readiness> {
      const [database, counters, replicasState] = await Promise.all([
        check(() => deps.repository.ping(), probeTimeoutMs),
        // A counter of its own, hit as the rate limits hit theirs: the same round trip.
        check(
          () => deps.limiter.hit('health:probe', { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }),
          probeTimeoutMs,
        ),
        replicas &&
          check(async () => {
            if (!(await replicas.probe())) throw new Error('no replica answers');
          }, probeTimeoutMs),
      ]);
      const checks = replicasState ? { database, replicas: replicasState, counters } : { database, counters };
      return { status: statusOf(draining, checks), checks };
    },
    /** From now on the instance answers «not ready», while it still serves what it is sent. */
    drain(): void {
      draining = true;
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
