import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Makes the embedded database's statements take turns with the rest of the server. PGlite runs a
 * statement synchronously on this thread and hands the database to the next waiting statement inside
 * promise callbacks, so with statements queued the event loop read no socket until the queue was empty:
 * 0.5 s loop delays under 50 connections, and an answer kept in memory waited as long as a search
 * (record 0100). Here one statement (or transaction) runs at a time, as PGlite would run them, and the
 * event loop turns before each: requests read meanwhile are answered, or queue their statements, in between.
 * Changes the client's `query` and `transaction`, the two methods drizzle calls.
 */
export function takingTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = previous.then(() => nextTurn()).then(run);
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = (...args) => inTurn(() => query(...args));
  client.transaction = (callback) => inTurn(() => transaction(callback));
  return client;
}
