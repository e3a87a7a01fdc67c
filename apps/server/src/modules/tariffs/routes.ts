import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoRenewalBodySchema,
  bundlesReplySchema,
  idempotencyHeadersSchema,
  idempotencyKeyHeader,
  messageReplySchema,
  serialIdParamSchema,
  subscriptionCreateBodySchema,
  subscriptionReplySchema,
  subscriptionsReplySchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { TariffsService } from './service.ts';

const tags = ['tariffs'];
const notMine = '404 `Подписка не найдена` for anyone else’s; 409 when it is no longer active.';

/** Tariffs (spec §7 «Subscriptions»; the spec leaves the paths open, record 0087). */
export const tariffsRoutes: FastifyPluginAsyncZod<{ service: TariffsService }> = async (app, { service }) => {
  app.get(
    '/subscription-bundles',
    {
      schema: {
        tags,
        summary: 'The tariff plans on sale, with `oldPrice`, `benefit` and `is_most_beneficial` (spec §9)',
        response: { 200: bundlesReplySchema },
      },
    },
    async () => ({ data: await service.bundles() }),
  );

  app.get(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s current tariff and their subscriptions, newest first',
        response: { 200: subscriptionsReplySchema },
      },
    },
    async (request) => service.list(signedInUser(request).id),
  );

  app.post(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Buy a tariff plan (`bundle_id`) from the wallet; `auto_renewal` renews it from the wallet',
        description:
          'Needs an `Idempotency-Key` header. 201 with `Тариф успешно создан`. 400 ' +
          '`У пользователя нет компании или неверные данные` without a ' +
          'company; 404 for a plan not on sale; 409 with a tariff already active or a short balance.',
        headers: idempotencyHeadersSchema,
        body: subscriptionCreateBodySchema,
        response: {
          201: subscriptionReplySchema,
          400: messageReplySchema,
          404: messageReplySchema,
          409: messageReplySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[idempotencyKeyHeader];
      return reply.status(201).send(await service.subscribe(signedInUser(request).id, key, request.body));
    },
  );

  app.put(
    '/subscriptions/:id/auto-renewal',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Turn the active tariff’s auto-renewal on or off',
        description: notMine,
        params: serialIdParamSchema,
        body: autoRenewalBodySchema,
        response: { 200: subscriptionReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request) =>
      service.setAutoRenewal(signedInUser(request).id, request.params.id, request.body.auto_renewal),
  );

  app.delete(
    '/subscriptions/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cancel the active tariff: its benefits end now, the paid period is not returned',
        description: notMine,
        params: serialIdParamSchema,
        response: { 200: subscriptionReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request) => service.cancel(signedInUser(request).id, request.params.id),
  );
};
