import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import type { RateLimiter } from '../../platform/rate-limit/limiter.ts';
import type { SmsSender } from '../../platform/sms/index.ts';
import { authRepository } from './repository.ts';
import { authService } from './service.ts';

export { authRoutes } from './routes.ts';
export { devRoutes } from './dev-routes.ts';

export interface AuthModuleDeps {
  config: Config;
  db: Db;
  sms: SmsSender;
  limiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Transactions that announce domain events («user.registered», «session.ended»). */
  events: Pick<DomainEventBus, 'transaction'>;
}

/** The auth service wired to the database, adapters and clock. */
export function createAuthService({ config, db, sms, limiter, now, log, events }: AuthModuleDeps) {
  return authService({
    repository: authRepository(db),
    transaction: (work) => events.transaction((tx, announce) => work(authRepository(tx), announce)),
    sms,
    limiter,
    secret: config.JWT_SECRET,
    now,
    log,
  });
}
