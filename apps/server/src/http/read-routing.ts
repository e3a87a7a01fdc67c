import type { FastifyInstance, FastifyRequest } from 'fastify';
import { onReplica } from '../db/replicas.ts';
import type { RecentWriters } from '../platform/read-routing/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `replica`: a public read that tolerates a little lag (search, autocomplete, the map, shops) may
     * be served by a replica. Such a route writes nothing but through the query builders.
     */
    reads?: 'replica';
  }
}

const readMethods = new Set(['GET', 'HEAD']);

/** Whether a route's reads may go to a replica now: a person who wrote in the last seconds reads their writes. */
async function mayReadFromReplica(request: FastifyRequest, writers: RecentWriters): Promise<boolean> {
  if (request.routeOptions.config.reads !== 'replica' || !readMethods.has(request.method)) return false;
  const userId = request.session?.user.id;
  return userId === undefined || !(await writers.wroteRecently(userId));
}

/**
 * Sends the reads of `reads: 'replica'` routes to the replicas (record 0174). A signed-in person's
 * write marks them before it runs, so their next reads, on any instance, go to the primary for a few
 * seconds. The request's scope ends with its reply: what it leaves running reads from the primary.
 */
export function registerReadRouting(app: FastifyInstance, writers: RecentWriters): void {
  app.addHook('preHandler', (request, reply, done) => {
    const userId = request.session?.user.id;
    if (!readMethods.has(request.method) && userId !== undefined) {
      // Unmarked (Redis away), the write still goes ahead: at worst the person's next reads lag a moment.
      writers.mark(userId).then(
        () => done(),
        (err: unknown) => {
          request.log.warn({ err }, 'the write was not marked for read-your-writes');
          done();
        },
      );
      return;
    }
    mayReadFromReplica(request, writers).then(
      (replica) => {
        if (!replica) return done();
        const scope = { replica: true };
        reply.raw.once('close', () => (scope.replica = false));
        onReplica(scope, done);
      },
      // The writers unknown (Redis away): the primary answers, as without replicas.
      () => done(),
    );
  });
  app.addHook('onClose', () => writers.close());
}
