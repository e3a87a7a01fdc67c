import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteQuerystringSchema,
  autocompleteReplySchema,
  idParamSchema,
  productDetailQuerySchema,
  productDetailReplySchema,
  type ProductDetailReply,
  productsQuerystringSchema,
  productsReplySchema,
} from '@mp/contract';
import { viewerOf } from '../../http/auth.ts';
import { sendSerializedJson } from '../../http/send-json.ts';
import { parseAutocompleteQuery, parseProductsQuery } from './query.ts';
import type { DeliveryService } from '../delivery/index.ts';
import type { ProductsService } from './service.ts';
import { pageVisitor } from './visitor.ts';

export const productRoutes: FastifyPluginAsyncZod<{
  service: ProductsService;
  delivery: Pick<DeliveryService, 'quoteToCity'>;
}> = async (app, { service, delivery }) => {
  app.get(
    '/products',
    {
      config: { auth: 'optional', reads: 'replica' },
      schema: {
        tags: ['products'],
        summary: 'Search ads: matches in the chosen cities, then matches elsewhere',
        description:
          'Repeat `city_id[]` for several cities and `filter[name]` for several options of a filter; ' +
          'a range filter takes `from-to`, `from-` or `-to`. Totals are counted up to 1 000 (50 pages). ' +
          'Each list pages on its own: `in_cities_page` the chosen cities, `other_page` the others. ' +
          'Without `other_page` the others start on the chosen cities’ last page; before it their list ' +
          'has not started: `current_page` 0, no ads, its `total` and `last_page`. An `other_page` sent ' +
          'is answered as asked. A list sends every ad its pagination puts on the page: none only on ' +
          'page 0, past `last_page`, when `total` is 0, or past the real end of an `estimated` total. ' +
          'The bearer token is optional: a signed-in viewer never sees ads of users they blocked; a ' +
          'missing, invalid or expired token is a guest.',
        querystring: productsQuerystringSchema,
        response: { 200: productsReplySchema },
      },
    },
    async (request) => service.search(parseProductsQuery(request.query), viewerOf(request)),
  );

  app.get(
    '/products/autocomplete',
    {
      config: { auth: 'optional', reads: 'replica' },
      schema: {
        tags: ['products'],
        summary: 'Up to 10 ads whose names match the typed text (2 characters or more)',
        description: 'The bearer token is optional: ads of users the viewer blocked are left out.',
        querystring: autocompleteQuerystringSchema,
        response: { 200: autocompleteReplySchema },
      },
    },
    async (request) => ({
      data: await service.autocomplete(parseAutocompleteQuery(request.query), viewerOf(request)),
    }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One active ad with its seller, city and attributes; counts a view',
        description:
          'A visitor counts as one view a day (robots not at all); views are saved every few seconds, so ' +
          '`views` may lag behind by a few. An ad of a seller ' +
          'the viewer blocked still opens by its direct link (it only leaves the lists). With `city_id`, ' +
          '`delivery` is what delivery there costs and takes when the ad offers it (null otherwise).',
        params: idParamSchema,
        querystring: productDetailQuerySchema,
        response: { 200: productDetailReplySchema },
      },
    },
    async (request, reply) => {
      const page = await service.visitPage(
        request.params.id,
        pageVisitor(request.ip, request.headers['user-agent']),
      );
      const cityId = request.query.city_id;
      if (cityId === undefined) return sendSerializedJson(reply, page);
      // The kept page is the same for every city; the price of delivery is added to a copy of it.
      const { data } = JSON.parse(page.toString()) as ProductDetailReply;
      return { data: { ...data, delivery: await delivery.quoteToCity(data, cityId) } };
    },
  );
};
