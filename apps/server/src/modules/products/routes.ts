import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteQuerystringSchema,
  autocompleteReplySchema,
  idParamSchema,
  productDetailReplySchema,
  productsQuerystringSchema,
  productsReplySchema,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { blockingViewer } from '../blocks/viewer.ts';
import { catalogRepository } from '../catalog/repository.ts';
import { parseAutocompleteQuery, parseProductsQuery } from './query.ts';
import { productsRepository } from './repository.ts';
import { sendSerializedJson } from '../../http/send-json.ts';
import { productPages } from './product-pages.ts';
import { productsService } from './service.ts';
import type { ViewCounter } from './view-counter.ts';
import type { ProductChanges } from './product-changes.ts';

/** Public routes that read a bearer token when one is sent (OpenAPI: no security or bearer). */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

export const productRoutes: FastifyPluginAsyncZod<{
  db: Db;
  views: ViewCounter;
  /** A changed ad (edited, sold, deleted…) drops its cached page. */
  changes?: ProductChanges;
}> = async (app, { db, views, changes }) => {
  const service = productsService(productsRepository(db), catalogRepository(db));
  const pages = productPages(service);
  changes?.listen((id) => pages.forget(id));

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Search ads: matches in the chosen cities, then matches elsewhere',
        description:
          'Repeat `city_id[]` for several cities and `filter[name]` for several options of a filter; ' +
          'a range filter takes `from-to`, `from-` or `-to`. Totals are counted up to 1 000 (50 pages). ' +
          'The bearer token is optional: a signed-in viewer never sees ads of users they blocked; a ' +
          'missing, invalid or expired token is a guest.',
        security: optionalBearer,
        querystring: productsQuerystringSchema,
        response: { 200: productsReplySchema },
      },
    },
    async (request) => service.search(parseProductsQuery(request.query), await blockingViewer(request, db)),
  );

  app.get(
    '/products/autocomplete',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to 10 ads whose names match the typed text (2 characters or more)',
        description: 'The bearer token is optional: ads of users the viewer blocked are left out.',
        security: optionalBearer,
        querystring: autocompleteQuerystringSchema,
        response: { 200: autocompleteReplySchema },
      },
    },
    async (request) => ({
      data: await service.autocomplete(
        parseAutocompleteQuery(request.query),
        await blockingViewer(request, db),
      ),
    }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One active ad with its seller, city and attributes; counts a view',
        description:
          'Views are saved every few seconds, so `views` may lag behind by a few. An ad of a seller ' +
          'the viewer blocked still opens by its direct link (it only leaves the lists).',
        params: idParamSchema,
        response: { 200: productDetailReplySchema },
      },
    },
    async (request, reply) => {
      const json = await pages.json(request.params.id);
      views.record(request.params.id);
      return sendSerializedJson(reply, json);
    },
  );
};
