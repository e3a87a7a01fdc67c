import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteBodySchema,
  favouriteCheckReplySchema,
  favouriteIdsReplySchema,
  favouriteProductParamSchema,
  favouriteSavedReplySchema,
  favouritesQuerySchema,
  favouritesReplySchema,
  limits,
  messageReplySchema,
  messages,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { FavoritesService } from './service.ts';

const tags = ['favorites'];

/** «Избранное» of the signed-in person (spec §7 paths). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ service: FavoritesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/favorites',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in person’s favourites, newest first, 20 per page',
        description:
          'Each with its ad as a card; `available` is false once the ad left the site (sold, archived, ' +
          'expired, on moderation), and it stays in the list until removed. `pagination.total` is the ' +
          'header badge’s count.',
        querystring: favouritesQuerySchema,
        response: { 200: favouritesReplySchema },
      },
    },
    async (request) => service.list(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/favorites/ids',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The ids of every ad the signed-in person keeps, newest first (the hearts and the badge)',
        response: { 200: favouriteIdsReplySchema },
      },
    },
    async (request) => ({ data: await service.productIds(signedInUser(request).id) }),
  );

  app.post(
    '/favorites',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Keep an ad in favourites (201; 200 when it was already there)',
        description:
          'Someone else’s active ad only: 404 `Объявление не найдено` for an unknown or withdrawn ad, 422 ' +
          `for one’s own, 409 past ${limits.favouritesMax} ads.`,
        body: favouriteBodySchema,
        response: { 200: favouriteSavedReplySchema, 201: favouriteSavedReplySchema },
      },
    },
    async (request, reply) => {
      const { created, data } = await service.add(signedInUser(request).id, request.body.product_id);
      return reply.status(created ? 201 : 200).send({ message: messages.favouriteAdded, data });
    },
  );

  app.delete(
    '/favorites/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove an ad (by the ad’s id) from favourites; removing one not kept changes nothing',
        params: favouriteProductParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return { message: messages.favouriteRemoved };
    },
  );

  app.get(
    '/favorites/check/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Whether the signed-in person keeps this ad (by the ad’s id)',
        params: favouriteProductParamSchema,
        response: { 200: favouriteCheckReplySchema },
      },
    },
    async (request) => {
      const productId = request.params.id;
      return {
        data: {
          product_id: productId,
          is_favorite: await service.isFavorite(signedInUser(request).id, productId),
        },
      };
    },
  );
};
