import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchClickBodySchema } from '@mp/contract';
import type { SearchLearning } from './learning.ts';

const tags = ['search'];

/** What people open after a search: the vocabulary learns from it (`npm run admin -- search-suggestions`). */
export const searchRoutes: FastifyPluginAsyncZod<{ learning: SearchLearning }> = async (
  app,
  { learning },
) => {
  app.post(
    '/search/clicks',
    {
      schema: {
        tags,
        summary: 'An ad was opened from the results of a search (guests too; 60 a minute per address)',
        description:
          'Counted per query, the ad’s subcategory and day; an ad that is not active answers 404 «Объявление не найдено».',
        body: searchClickBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await learning.recordClick(request.body.search, request.body.product_id, request.ip);
      return reply.status(204).send(null);
    },
  );
};
