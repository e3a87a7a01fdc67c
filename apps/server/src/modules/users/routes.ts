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
import { signedInUser, viewerOf } from '../../http/auth.ts';
import type { UsersService } from './service.ts';

const tags = ['user'];

/** The signed-in user's own profile and account, and everyone's public page. */
export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.get(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user with the profile fields',
        description:
          'The web app keeps this reply in its query cache for the session, not under the `profile` local ' +
          'storage key of spec §3, so a stale copy never outlives a change made on another device (record 0115).',
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => service.ownProfile(signedInUser(request).id),
  );

  app.put(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Update the signed-in user’s own profile',
        body: profileSchema,
        response: { 200: profileUpdateReplySchema },
      },
    },
    async (request) => {
      const profile = await service.updateProfile(signedInUser(request).id, request.body);
      return { message: messages.profileUpdated, user: profile };
    },
  );

  app.delete(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete the signed-in account, its personal data and sessions; its ads are taken down',
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.deleteAccount(signedInUser(request).id);
      return { message: messages.profileDeleted };
    },
  );

  app.get(
    '/users/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'A user’s public profile with their active ads, newest first',
        description:
          'No phone, email, personal data or company requisites. The bearer token is optional: with ' +
          'it `blocked_by_me` tells whether the viewer blocked this user (a bad token is a guest).',
        params: serialIdParamSchema,
        querystring: publicProfileQuerySchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => service.publicProfile(request.params.id, viewerOf(request), request.query.page),
  );
};
