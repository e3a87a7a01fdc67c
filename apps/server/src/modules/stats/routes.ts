import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adStatsReplySchema, idParamSchema, sellerStatsReplySchema, statsQuerySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { StatsService } from './service.ts';

const tags = ['stats'];

/** A seller's statistics (issue 32): an ad's days and the seller's summary, for the owner only. */
export const statsRoutes: FastifyPluginAsyncZod<{ service: StatsService }> = async (app, { service }) => {
  app.get(
    '/products/:id/stats',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'An ad’s statistics by Moscow day for its owner: views, contacts, favourites, cart, orders',
        description:
          'The last `days` days (7, 30 or 90, today included), oldest first, a day with nothing as zeros; ' +
          '`promoted` says whether the ad was raised or made VIP that day. 404 for anyone but the owner.',
        params: idParamSchema,
        querystring: statsQuerySchema,
        response: { 200: adStatsReplySchema },
      },
    },
    async (request) => service.ofAd(signedInUser(request).id, request.params.id, request.query.days),
  );

  app.get(
    '/user/stats',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in seller’s ads summed by Moscow day, and the five most viewed of the period',
        querystring: statsQuerySchema,
        response: { 200: sellerStatsReplySchema },
      },
    },
    async (request) => service.ofSeller(signedInUser(request).id, request.query.days),
  );
};
