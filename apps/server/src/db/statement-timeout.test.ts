import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { registerErrorHandling } from '../http/error-handler.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { isStatementTimeout } from './statement-timeout.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A statement that sleeps 300 ms under a 50 ms statement timeout. */
const sleepPastTimeout = async () => {
  await database.planned({ statement_timeout: '50' }, (q) => q.execute(sql`select pg_sleep(0.3)`));
};

describe('a statement timeout', () => {
  it('stops a longer statement on a PostgreSQL server, answered 503; PGlite runs it to its end', async () => {
    if (database.kind === 'pglite') {
      await expect(sleepPastTimeout()).resolves.toBeUndefined();
      return;
    }
    const error = await sleepPastTimeout().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isStatementTimeout(error)).toBe(true);

    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/search', () => sleepPastTimeout());
    const reply = await app.inject({ method: 'GET', url: '/search' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ message: messages.tooManyRequests });
    await app.close();
  });

  it('leaves other failures alone', () => {
    expect(isStatementTimeout(new Error('connection refused'))).toBe(false);
    expect(isStatementTimeout(undefined)).toBe(false);
  });
});
