import crypto from 'node:crypto';
import { messages } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { WalletRepository } from './repository.ts';

/** A request's fingerprint, so the same key with another request is told apart. */
const fingerprintOf = (request: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * `Idempotency-Key` (design §5, record 0086): the key is claimed, the work done and its reply kept in one
 * transaction. The same key again returns the first reply; with another request it is a 409. A failed
 * request keeps nothing (its transaction rolls back), so it may be retried with the same key. A concurrent
 * request with the same key waits on the key's row until the first commits, then reads its reply.
 */
export function idempotentWork(db: Db, repository: WalletRepository) {
  return async function once<T>(
    userId: number,
    key: string,
    /** What is asked: the operation's name, its target and its parsed body. */
    request: unknown,
    work: (tx: Db) => Promise<T>,
    /** Runs after the work commits, the first time only (a notification, say); a repeat skips it. */
    afterFirst?: (reply: T) => Promise<void>,
  ): Promise<T> {
    const fingerprint = fingerprintOf(request);
    const { reply, first } = await db.transaction(async (tx) => {
      if (!(await repository.claimKey(tx, userId, key, fingerprint))) {
        const kept = await repository.keyOf(tx, userId, key);
        if (!kept || kept.requestHash !== fingerprint) {
          throw new HttpError(409, messages.idempotencyKeyReused);
        }
        return { reply: kept.reply as T, first: false };
      }
      const done = await work(tx);
      await repository.storeReply(tx, userId, key, done);
      return { reply: done, first: true };
    });
    if (first && afterFirst) await afterFirst(reply);
    return reply;
  };
}

export type IdempotentWork = ReturnType<typeof idempotentWork>;
