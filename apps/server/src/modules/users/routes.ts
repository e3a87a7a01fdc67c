import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  ownProfileSchema,
  profileSchema,
  profileUpdateReplySchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  serialIdParamSchema,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser, unauthenticated } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { blocksRepository } from '../blocks/repository.ts';
import { optionalUser } from '../blocks/viewer.ts';
import type { ProductsService } from '../products/service.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { adImageUrlsOf, deleteUserMedia, removeUploads } from './media.ts';
import { usersRepository } from './repository.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  products: ProductsService;
}> = async (app, { db, storage, products }) => {
  const repository = usersRepository(db);

  app.get(
    '/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user with the profile fields',
        security: bearer,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const profile = await repository.ownProfile(user.id);
      if (!profile) throw unauthenticated();
      return profile;
    },
  );

  app.put(
    '/user',
    {
      schema: {
        tags,
        summary: 'Update the signed-in user’s own profile',
        security: bearer,
        body: profileSchema,
        response: { 200: profileUpdateReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const profile = await repository.updateProfile(user.id, request.body);
      if (!profile) throw unauthenticated();
      return { message: messages.profileUpdated, user: profile };
    },
  );

  app.delete(
    '/user',
    {
      schema: {
        tags,
        summary: 'Delete the signed-in account, its personal data and sessions; its ads are taken down',
        security: bearer,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Profile pictures first (their URLs are cleared under a lock); ad pictures once their rows are gone.
      const adImages = await adImageUrlsOf(db, user.id);
      await deleteUserMedia(db, storage, user.id, request.log);
      if (!(await repository.deleteAccount(user.id))) throw unauthenticated();
      await removeUploads(storage, adImages, request.log);
      return { message: messages.profileDeleted };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'A user’s public profile with their active ads, newest first',
        description:
          'No phone, email, personal data or company requisites. The bearer token is optional: with ' +
          'it `blocked_by_me` tells whether the viewer blocked this user (a bad token is a guest).',
        security: [{}, { bearer: [] }],
        params: serialIdParamSchema,
        querystring: publicProfileQuerySchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await repository.publicUser(id);
      if (!user) throw notFound(messages.userNotFound);
      const viewer = await optionalUser(request);
      const [ads, activeAds, blockedByMe] = await Promise.all([
        products.sellerAds(id, request.query.page),
        products.activeAdsOf(id),
        viewer === undefined || viewer.id === id ? false : blocksRepository(db).isBlocked(viewer.id, id),
      ]);
      return { ...user, active_ads_count: activeAds, blocked_by_me: blockedByMe, products: ads };
    },
  );
};
