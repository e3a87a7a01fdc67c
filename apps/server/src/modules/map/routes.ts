import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bboxSchema, mapPointsReplySchema, productsQuerystringSchema } from '@mp/contract';
import { viewerOf } from '../../http/auth.ts';
import { parseProductsQuery } from '../products/index.ts';
import type { MapService } from './service.ts';

/** The search filters of `GET /api/products` plus the box; cities, pages and sort do not apply. */
const mapQuerystringSchema = productsQuerystringSchema.extend({ bbox: bboxSchema });

export const mapRoutes: FastifyPluginAsyncZod<{ service: MapService }> = async (app, { service }) => {
  app.get(
    '/products/map',
    {
      config: { auth: 'optional', reads: 'replica' },
      schema: {
        tags: ['products'],
        summary: 'Active ads inside a bounding box, or their clusters, for the map',
        description:
          '`bbox=west,south,east,north` in degrees (west < east, south < north); the search filters of ' +
          '`GET /api/products` apply (category, subcategory, search, price, VIP, period, condition, ' +
          'seller type, `filter[name]`). A view of at most 2 000 ads gets them all; a denser one gets `clusters` ' +
          '(the cells of a grid with their counts and boxes, as of the last rebuild, at most 10 minutes old), ' +
          '`total` and a sample of 100 ads with `truncated`. Ads without coordinates are not on the map. The bearer token is optional: a signed-in ' +
          'viewer never sees ads of users they blocked.',
        querystring: mapQuerystringSchema,
        response: { 200: mapPointsReplySchema },
      },
    },
    async (request) => {
      const { bbox, ...filters } = request.query;
      return service.points(parseProductsQuery(filters), bbox, viewerOf(request));
    },
  );
};
