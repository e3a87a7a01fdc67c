import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { isModeratorRole, messages, type AuthUser } from '@mp/contract';
import { isConnectionFailure } from '../platform/connection-failure.ts';
import { onReplica } from '../db/replicas.ts';
import { HttpError, forbidden } from './errors.ts';

export interface Session {
  user: AuthUser;
  sessionId: number;
}

/** Who a bearer token belongs to; the auth module provides it. */
export interface SessionResolver {
  /** The session of an opaque session token (`token`, `sanctum_token`). */
  resolve(token: string): Promise<Session | undefined>;
  /** The session whose current JWT (`jwt_token`) this is. */
  resolveJwt(jwt: string): Promise<Session | undefined>;
}

/**
 * Who may call a route, declared as `config: { auth }`:
 * - `user`: a live session, else 401 `Unauthenticated.` (the spec's refresh trigger);
 * - `moderator`: a moderator's or an admin's session, else 401, or 403 `Недостаточно прав`;
 * - `optional`: a public route that reads the session when one is sent; a missing, malformed, expired
 *   or revoked token is a guest, never a 401 (the client refreshes its token on the next call that needs one).
 * The check runs on request, before the body is read or validated, and the route's OpenAPI says so.
 */
export type RouteAccess = 'user' | 'moderator' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAccess;
    /** The bearer may also be the session's JWT (spec §7: the broadcasting authorisation). */
    acceptsJwt?: boolean;
  }
  interface FastifyRequest {
    /** The caller's session on routes with `config.auth` (null for a guest on an `optional` route). */
    session: Session | null;
  }
}

export const unauthenticated = () => new HttpError(401, messages.unauthenticated);

/** The token of `Authorization: Bearer <token>`, if the header has that form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([\w.~+/=-]{1,2048})$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The session of a route declared `auth: 'user'` or `'moderator'`. */
export function signedInSession(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The signed-in user of a route declared `auth: 'user'` or `'moderator'`. */
export const signedInUser = (request: FastifyRequest): AuthUser => signedInSession(request).user;

/** The viewer of a route declared `auth: 'optional'`: the user, or undefined for a guest. */
export const viewerOf = (request: FastifyRequest): AuthUser | undefined => request.session?.user;

type SecurityRequirement = { [scheme: string]: string[] };
const bearer: SecurityRequirement = { bearer: [] };
const security: Record<RouteAccess, SecurityRequirement[]> = {
  user: [bearer],
  moderator: [bearer],
  optional: [{}, bearer],
};

/** Adds the check of `config.auth` to every route declared after this call (see `RouteAccess`). */
export function registerRouteAccess(app: FastifyInstance, sessions: SessionResolver): void {
  app.decorateRequest('session', null);

  const resolve = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const byJwt = request.routeOptions.config.acceptsJwt === true && token?.includes('.') === true;
    const session =
      token === undefined ? undefined : await (byJwt ? sessions.resolveJwt(token) : sessions.resolve(token));
    request.session = session ?? null;
  };
  const guards: Record<RouteAccess, onRequestAsyncHookHandler> = {
    optional: async (request) => {
      try {
        await resolve(request);
      } catch (error) {
        // With the primary away, a public read that a replica serves still learns its viewer, from there.
        if (request.routeOptions.config.reads !== 'replica' || !isConnectionFailure(error)) throw error;
        await onReplica({ replica: true }, () => resolve(request));
      }
    },
    user: async (request) => {
      await resolve(request);
      signedInUser(request);
    },
    moderator: async (request) => {
      await resolve(request);
      if (!isModeratorRole(signedInUser(request).role)) throw forbidden();
    },
  };

  app.addHook('onRoute', (route) => {
    const access = route.config?.auth;
    if (!access) return;
    route.schema = { ...route.schema, security: security[access] };
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guards[access], ...own];
  });
}
