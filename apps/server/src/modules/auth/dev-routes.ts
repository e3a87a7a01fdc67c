import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devSmsQuerySchema, devSmsReplySchema } from '@mp/contract';
import type { AuthService } from './service.ts';

/** Development helpers; app.ts registers them only outside production. */
export const devRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.get(
    '/dev/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Texts the SMS outbox holds for a phone, newest first (not in production)',
        querystring: devSmsQuerySchema,
        response: { 200: devSmsReplySchema },
      },
    },
    async (request) => ({ data: await service.outbox(request.query.phone) }),
  );
};
