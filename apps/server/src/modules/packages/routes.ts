import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idempotencyHeadersSchema,
  idempotencyKeyHeader,
  messageReplySchema,
  packageBoughtReplySchema,
  packageBuyBodySchema,
  packagesReplySchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { PackagesService } from './service.ts';

const tags = ['packages'];

/** Placement packages (spec §2 /profile/packages; record 0087). */
export const packagesRoutes: FastifyPluginAsyncZod<{ service: PackagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/packages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The placement packages on sale and the raises and VIP placements the person has left',
        response: { 200: packagesReplySchema },
      },
    },
    async (request) => service.list(signedInUser(request).id),
  );

  app.post(
    '/packages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Buy a placement package (`package_id`) from the wallet',
        description:
          'Needs an `Idempotency-Key` header. 409 `Недостаточно средств на балансе` when the balance is short.',
        headers: idempotencyHeadersSchema,
        body: packageBuyBodySchema,
        response: { 201: packageBoughtReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      return reply.status(201).send(await service.buy(signedInUser(request).id, key, request.body));
    },
  );
};
