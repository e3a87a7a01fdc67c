import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageReplySchema,
  messages,
  sandboxAdvanceBodySchema,
  serialIdParamSchema,
  shipmentStatuses,
  deliveryPointsQuerySchema,
  deliveryPointsReplySchema,
  deliveryQuoteQuerySchema,
  deliveryQuoteReplySchema,
} from '@mp/contract';
import { signedInUser, viewerOf } from '../../http/auth.ts';
import type { DeliveryService } from './service.ts';

const carrierParamSchema = z.object({ carrier: z.string().max(20) });
const advancedReplySchema = z.object({ message: z.string(), status: z.enum(shipmentStatuses) });

export const deliveryRoutes: FastifyPluginAsyncZod<{ service: DeliveryService; sandbox: boolean }> = async (
  app,
  { service, sandbox },
) => {
  app.post(
    '/delivery/webhooks/:carrier',
    {
      schema: {
        tags: ['delivery'],
        summary: 'A carrier’s notice that a shipment moved; the shipment is read back from the carrier',
        description:
          'Checked as the carrier documents it (CDEK: the account’s secret in the address; the sandbox: ' +
          'signed with our secret, at most 5 minutes old). 401 for a forged or stale notice, 404 for an ' +
          'unknown carrier or shipment; a replayed notice changes nothing. 503 when the carrier cannot be ' +
          'asked, so that it sends the notice again.',
        params: carrierParamSchema,
        response: { 200: messageReplySchema, 401: messageReplySchema, 404: messageReplySchema },
      },
    },
    async (request) => {
      await service.webhook(request.params.carrier, {
        headers: request.headers as Record<string, string | undefined>,
        query: request.query as Record<string, string | undefined>,
        body: request.body,
      });
      return { message: messages.shipmentMoved };
    },
  );

  if (sandbox) {
    app.post(
      '/delivery/sandbox/:id/advance',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['delivery'],
          summary: 'Outside production: move a sandbox parcel to its next status (or `to` returning or lost)',
          description:
            'For the order’s parties, so that tests and a newcomer can walk a parcel; the sandbox’s signed ' +
            'webhook is handled as a carrier’s. 404 to anyone else; 409 when the parcel cannot move so.',
          params: serialIdParamSchema,
          body: sandboxAdvanceBodySchema,
          response: { 200: advancedReplySchema, 404: messageReplySchema, 409: messageReplySchema },
        },
      },
      async (request) => service.advanceSandbox(signedInUser(request).id, request.params.id, request.body),
    );
  }

  app.get(
    '/delivery/points',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['delivery'],
        summary: 'Pickup points of a city, by address',
        description:
          'The carrier’s points where a buyer collects a parcel (and a seller drops one off) in `city_id`, ' +
          'ordered by address; `search` keeps those whose address or name holds every word. `carrier` ' +
          'names one (`sandbox` outside production, `cdek`); a carrier not in use has no points. 503 when the ' +
          'carrier cannot list a city read for the first time.',
        querystring: deliveryPointsQuerySchema,
        response: { 200: deliveryPointsReplySchema },
      },
    },
    async (request) => service.points(request.query),
  );

  app.get(
    '/delivery/quote',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['delivery'],
        summary: 'What delivering an ad costs and takes',
        description:
          'To the pickup point `point_id` (the buyer’s choice), or to the city `city_id`: the price in ' +
          'roubles, the days and the carrier. With `cart_item_id` (signed in) instead of `product_id`, the ' +
          'buyer’s cart entry of one seller as one parcel, as the order of it is priced (401 for a guest). ' +
          'For one ad: the price in ' +
          'roubles, the days and the carrier, for `quantity` units (1 by default) in one parcel. 404 for ' +
          'an ad not on sale; 422 when it offers no delivery, the point is not offered or the stock is ' +
          'short; 503 when the carrier cannot price now.',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: deliveryQuoteReplySchema },
      },
    },
    async (request) => ({ data: await service.quote(request.query, viewerOf(request)?.id) }),
  );
};
