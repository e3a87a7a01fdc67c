import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryPointsQuerySchema, deliveryPointsReplySchema } from '@mp/contract';
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
};
