import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { bearerToken } from '../../http/auth.ts';
import { blocksRepository } from './repository.ts';

/**
 * The signed-in user of a public route, or undefined for a guest. A missing, malformed, expired or
 * revoked token is a guest: a public page never answers 401 (the client refreshes its token on the
 * next call that needs one).
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | undefined> {
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  return (await request.server.sessions.resolve(token))?.user;
}

/**
 * The viewer whose blocked users a public list must leave out: their id when they are signed in and
 * have blocked someone, otherwise undefined (guests and most users), so those lists keep their plain
 * SQL and their caches.
 */
export async function blockingViewer(request: FastifyRequest, db: Db): Promise<number | undefined> {
  const user = await optionalUser(request);
  return user !== undefined && (await blocksRepository(db).hasBlocks(user.id)) ? user.id : undefined;
}
