import type { FastifyRequest } from 'fastify';
import { messages, type AuthUser } from '@mp/contract';
import { HttpError } from './errors.ts';

/** Who a bearer token belongs to; the auth module provides it (app.ts decorates the instance). */
export interface SessionResolver {
  resolve(token: string): Promise<{ user: AuthUser; sessionId: number } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionResolver;
  }
}

export const unauthenticated = () => new HttpError(401, messages.unauthenticated);

/** The token of `Authorization: Bearer <token>`, if the header has that form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([\w.~+/=-]{1,2048})$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The signed-in user and session of a request, or 401 `Unauthenticated.` (the spec's refresh trigger). */
export async function requireSession(
  request: FastifyRequest,
): Promise<{ user: AuthUser; sessionId: number }> {
  const token = bearerToken(request);
  const session = token === undefined ? undefined : await request.server.sessions.resolve(token);
  if (!session) throw unauthenticated();
  return session;
}

export const requireUser = async (request: FastifyRequest): Promise<AuthUser> =>
  (await requireSession(request)).user;
