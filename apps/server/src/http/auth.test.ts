import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthUser } from '@mp/contract';
import { registerErrorHandling } from './error-handler.ts';
import { registerRouteAccess, signedInUser, viewerOf, type Session } from './auth.ts';

const person = { id: 7, role: 'user' } as AuthUser;
const moderator = { id: 8, role: 'moderator' } as AuthUser;
const sessionsByToken = new Map<string, Session>([
  ['person', { user: person, sessionId: 1 }],
  ['moderator', { user: moderator, sessionId: 2 }],
]);
const sessionsByJwt = new Map<string, Session>([['a.person.jwt', { user: person, sessionId: 1 }]]);

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, undefined);
  registerRouteAccess(app, {
    resolve: async (token) => sessionsByToken.get(token),
    resolveJwt: async (jwt) => sessionsByJwt.get(jwt),
  });
  const body = z.object({ n: z.number() });
  await app.register(async (api) => {
    api.post('/mine', { config: { auth: 'user' }, schema: { body } }, async (request) => ({
      id: signedInUser(request).id,
    }));
    api.post('/queue', { config: { auth: 'moderator' }, schema: { body } }, async (request) => ({
      id: signedInUser(request).id,
    }));
    api.post('/channel', { config: { auth: 'user', acceptsJwt: true } }, async (request) => ({
      id: signedInUser(request).id,
    }));
    api.get('/public', { config: { auth: 'optional' } }, async (request) => ({
      id: viewerOf(request)?.id ?? null,
    }));
  });
  return app;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('route access declared as config.auth', () => {
  it('answers 401 Unauthenticated. before validating the body, and passes a signed-in caller', async () => {
    const app = await appWithRoutes();
    const guest = await app.inject({ method: 'POST', url: '/mine', payload: { n: 'not a number' } });
    expect([guest.statusCode, guest.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
    const stale = await app.inject({
      method: 'POST',
      url: '/mine',
      headers: bearer('gone'),
      payload: { n: 1 },
    });
    expect(stale.statusCode).toBe(401);
    const own = await app.inject({
      method: 'POST',
      url: '/mine',
      headers: bearer('person'),
      payload: { n: 1 },
    });
    expect(own.json()).toEqual({ id: 7 });
    const invalid = await app.inject({
      method: 'POST',
      url: '/mine',
      headers: bearer('person'),
      payload: {},
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('lets only moderators and admins through a moderator route, with 403 before validation', async () => {
    const app = await appWithRoutes();
    const user = await app.inject({ method: 'POST', url: '/queue', headers: bearer('person'), payload: {} });
    expect([user.statusCode, user.json()]).toEqual([403, { message: 'Недостаточно прав' }]);
    const ok = await app.inject({
      method: 'POST',
      url: '/queue',
      headers: bearer('moderator'),
      payload: { n: 1 },
    });
    expect(ok.json()).toEqual({ id: 8 });
  });

  it('treats a missing or unknown token on an optional route as a guest', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ url: '/public' })).json()).toEqual({ id: null });
    expect((await app.inject({ url: '/public', headers: bearer('gone') })).json()).toEqual({ id: null });
    expect((await app.inject({ url: '/public', headers: { authorization: 'Basic x' } })).json()).toEqual({
      id: null,
    });
    expect((await app.inject({ url: '/public', headers: bearer('person') })).json()).toEqual({ id: 7 });
  });

  it('takes the session’s JWT as the bearer only where the route accepts it', async () => {
    const app = await appWithRoutes();
    const post = (url: string, token: string) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload: { n: 1 } });
    expect((await post('/channel', 'a.person.jwt')).json()).toEqual({ id: 7 });
    expect((await post('/channel', 'person')).json()).toEqual({ id: 7 });
    expect((await post('/channel', 'a.spent.jwt')).statusCode).toBe(401);
    const elsewhere = await post('/mine', 'a.person.jwt');
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });
});
