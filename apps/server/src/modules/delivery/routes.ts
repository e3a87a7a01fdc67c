import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryPointsQuerySchema,
  deliveryPointsReplySchema,
  deliveryQuoteQuerySchema,
  deliveryQuoteReplySchema,
} from '@mp/contract';
import type { DeliveryService } from './service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ service: DeliveryService }> = async (
  app,
  { service },
) => {
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
          'roubles, the days and the carrier, for `quantity` units (1 by default) in one parcel. 404 for ' +
          'an ad not on sale; 422 when it offers no delivery, the point is not offered or the stock is ' +
          'short; 503 when the carrier cannot price now.',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: deliveryQuoteReplySchema },
      },
    },
    async (request) => ({ data: await service.quote(request.query) }),
  );
};
