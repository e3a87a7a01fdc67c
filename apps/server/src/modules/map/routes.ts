import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bboxSchema, mapPointsMax, mapPointsReplySchema, productsQuerystringSchema } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { blockingViewer } from '../blocks/viewer.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { rubles } from '../products/present.ts';
import { parseProductsQuery } from '../products/query.ts';
import { productsRepository } from '../products/repository.ts';
import { productsService } from '../products/service.ts';
import { mapRepository } from './repository.ts';

/** The search filters of `GET /api/products` plus the box; cities, pages and sort do not apply. */
const mapQuerystringSchema = productsQuerystringSchema.extend({ bbox: bboxSchema });

/** Public routes that read a bearer token when one is sent (OpenAPI: no security or bearer). */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

export const mapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const products = productsService(productsRepository(db), catalogRepository(db));
  const repository = mapRepository(db);

  app.get(
    '/products/map',
    {
      schema: {
        tags: ['products'],
        summary: 'Active ads inside a bounding box, newest first, for the map',
        description:
          '`bbox=west,south,east,north` in degrees (west < east, south < north); the search filters of ' +
          '`GET /api/products` apply (category, subcategory, search, price, VIP, period, condition, ' +
          'seller type, `filter[name]`). At most 2 000 points: `truncated` says there were more and the ' +
          'points are a sample of the view (zoom in). Ads without coordinates are not on the map. The bearer token is optional: a signed-in ' +
          'viewer never sees ads of users they blocked.',
        security: optionalBearer,
        querystring: mapQuerystringSchema,
        response: { 200: mapPointsReplySchema },
      },
    },
    async (request) => {
      const { bbox, ...filters } = request.query;
      const criteria = await products.criteria(
        parseProductsQuery(filters),
        await blockingViewer(request, db),
      );
      const rows = await repository.points(criteria, bbox, mapPointsMax + 1);
      return {
        data: rows.slice(0, mapPointsMax).map((row) => ({
          id: row.id,
          name: row.name,
          price: rubles(row.priceKopecks),
          latitude: row.latitude ?? 0,
          longitude: row.longitude ?? 0,
          image: row.image,
          is_vip: row.isVip,
        })),
        truncated: rows.length > mapPointsMax,
      };
    },
  );
};
