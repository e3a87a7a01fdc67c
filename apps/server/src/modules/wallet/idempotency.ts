import crypto from 'node:crypto';
import { messages } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import type { Announce, DomainEventBus } from '../../domain-events.ts';
import { HttpError } from '../../http/errors.ts';
import type { WalletRepository } from './repository.ts';

/** A request's fingerprint, so the same key with another request is told apart. */
const fingerprintOf = (request: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * `Idempotency-Key` (design §5, record 0137): the key is claimed, the work done and its reply kept in one
 * transaction. The same key again returns the first reply; with another request it is a 409. A failed
 * request keeps nothing (its transaction rolls back), so it may be retried with the same key. A concurrent
 * request with the same key waits on the key's row until the first commits, then reads its reply. Events
 * the work announces are announced once, with the first reply.
 */
export function idempotentWork(events: Pick<DomainEventBus, 'transaction'>, repository: WalletRepository) {
  return async function once<T>(
    userId: number,
    key: string,
    /** What is asked: the operation's name, its target and its parsed body. */
    request: unknown,
    work: (tx: Db, announce: Announce) => Promise<T>,
  ): Promise<T> {
    const fingerprint = fingerprintOf(request);
    return events.transaction(async (tx, announce) => {
      if (!(await repository.claimKey(tx, userId, key, fingerprint))) {
        const kept = await repository.keyOf(tx, userId, key);
        if (!kept || kept.requestHash !== fingerprint) {
          throw new HttpError(409, messages.idempotencyKeyReused);
        }
        return kept.reply as T;
      }
      const done = await work(tx, announce);
      await repository.storeReply(tx, userId, key, done);
      return done;
    });
  };
}

export type IdempotentWork = ReturnType<typeof idempotentWork>;
