import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthReply, UserRole } from '@mp/contract';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from './app.ts';
import { api, newClient } from './auth.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fresh account: its bearer token, its JWT and the user of the verify reply. */
export interface SignedIn {
  token: string;
  jwt: string;
  user: AuthReply['user'];
}

/**
 * The real app on a fresh database for the whole test file: registers the `beforeAll`/`afterAll`
 * that create and close it. Call at the top level of the file; the returned getters work only
 * inside tests and hooks, once the app is up.
 */
export function useTestApp(options?: Parameters<typeof createTestApp>[0]) {
  let running: { ctx: TestContext; client: ReturnType<typeof api> } | undefined;

  beforeAll(async () => {
    const ctx = await createTestApp(options);
    running = { ctx, client: api(ctx.app) };
  });
  afterAll(async () => {
    const closing = running?.ctx;
    running = undefined;
    await closing?.close();
  });

  const ready = () => {
    if (!running) {
      throw new Error(
        'useTestApp: the test app is not running; use it inside tests or hooks, not at module load',
      );
    }
    return running;
  };

  /** `method url` under `/api`, with the bearer header when a token is given and a JSON body when one is. */
  const call = (method: Method, url: string, token?: string, body?: object) =>
    ready().ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  /** Signs up a phone no other test uses; any role but `user` is then set in the database. */
  async function signedIn(role: UserRole = 'user'): Promise<SignedIn> {
    const { ctx, client } = ready();
    const reply = await client.signUp(newClient());
    if (role !== 'user') {
      await ctx.database.db.update(users).set({ role }).where(eq(users.id, reply.user.id));
    }
    return { token: reply.token, jwt: reply.jwt_token, user: reply.user };
  }

  return {
    get ctx(): TestContext {
      return ready().ctx;
    },
    get app() {
      return ready().ctx.app;
    },
    get db() {
      return ready().ctx.database.db;
    },
    get client() {
      return ready().client;
    },
    call,
    signedIn,
  };
}
