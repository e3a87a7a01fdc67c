import crypto from 'node:crypto';
import { messages } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { WalletRepository } from './repository.ts';

/** A request's fingerprint: the operation and its parsed body, so the same key with another body is told apart. */
export const fingerprintOf = (operation: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body)}`)
    .digest('hex');

/**
 * `Idempotency-Key` (design §5, record 0086): the key is claimed, the work done and its reply kept in one
 * transaction. The same key again returns the first reply; with another request it is a 409. A failed
 * request keeps nothing (its transaction rolls back), so it may be retried with the same key.
 */
export function idempotentWork(db: Db, repository: WalletRepository) {
  return async function once<T>(
    userId: number,
    key: string,
    fingerprint: string,
    work: (tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await repository.claimKey(tx, userId, key, fingerprint))) {
        const kept = await repository.keyOf(tx, userId, key);
        if (!kept || kept.requestHash !== fingerprint)
          throw new HttpError(409, messages.idempotencyKeyReused);
        return kept.reply as T;
      }
      const reply = await work(tx);
      await repository.storeReply(tx, userId, key, reply);
      return reply;
    });
  };
}

export type IdempotentWork = ReturnType<typeof idempotentWork>;
