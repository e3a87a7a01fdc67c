import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopsQuerySchema, shopsReplySchema } from '@mp/contract';
import { viewerOf } from '../../http/auth.ts';
import type { ShopsService } from './service.ts';

/** «Магазины» (spec §2 /shops). */
export const shopsRoutes: FastifyPluginAsyncZod<{ service: ShopsService }> = async (app, { service }) => {
  app.get(
    '/shops',
    {
      config: { auth: 'optional', reads: 'replica' },
      schema: {
        tags: ['shops'],
        summary: 'Shops with active ads in a city (everywhere without `city_id`), optionally by name',
        description:
          'Most ads first, then by name, 20 a page. `ads_count` counts the active ads in that city; ' +
          'a signed-in viewer does not see the shops they blocked.',
        querystring: shopsQuerySchema,
        response: { 200: shopsReplySchema },
      },
    },
    async (request) => {
      const { city_id, search, page } = request.query;
      return service.page(
        { cityId: city_id, search: search || undefined, viewerId: viewerOf(request)?.id },
        page,
      );
    },
  );
};
