import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReplySchema, readinessReplySchema } from '@mp/contract';
import type { HealthService } from './service.ts';

const tags = ['health'];

/** Probes for a load balancer or an orchestrator: liveness and readiness (docs/operations.md). */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'Liveness: the process serves requests',
        response: { 200: healthReplySchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary:
          'Readiness: the database (or, read-only, a replica) and the shared counters answer, and the ' +
          'instance is not draining (else 503)',
        response: { 200: readinessReplySchema, 503: readinessReplySchema },
      },
    },
    async (_request, reply) => {
      const readiness = await service.readiness();
      const serving = readiness.status === 'ready' || readiness.status === 'read_only';
      return reply
        .status(serving ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
};
