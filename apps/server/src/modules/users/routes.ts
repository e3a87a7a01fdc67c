import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  ownProfileSchema,
  profileSchema,
  profileUpdateReplySchema,
  publicProfileSchema,
  serialIdParamSchema,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser, unauthenticated } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { usersRepository } from './repository.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      if (!(await repository.deleteAccount(user.id))) throw unauthenticated();
      return { message: messages.profileDeleted };
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'A user’s public profile: no phone or personal data',
        params: serialIdParamSchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => {
      const profile = await repository.publicProfile(request.params.id);
      if (!profile) throw notFound(messages.userNotFound);
      return profile;
    },
  );
};
