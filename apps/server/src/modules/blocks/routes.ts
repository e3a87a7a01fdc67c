import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockedUsersReplySchema, messageReplySchema, messages, serialIdParamSchema } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { blocksRepository } from './repository.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/** «Заблокировать»: the caller's own blocks; the blocked user's ads leave the caller's lists. */
export const blocksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = blocksRepository(db);

  app.post(
    '/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a user: their ads no longer reach the caller; blocking twice changes nothing',
        security,
        params: serialIdParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (id === user.id) throw validationError({ id: [messages.cannotBlockSelf] });
      if (!(await repository.block(user.id, id))) throw notFound(messages.userNotFound);
      return { message: messages.userBlocked };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Unblock a user the caller blocked (nothing happens if they were not blocked)',
        security,
        params: serialIdParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (!(await repository.userExists(id))) throw notFound(messages.userNotFound);
      await repository.unblock(user.id, id);
      return { message: messages.userUnblocked };
    },
  );

  app.get(
    '/user/blocks',
    {
      schema: {
        tags,
        summary: 'Users the caller has blocked, most recent first',
        security,
        response: { 200: blockedUsersReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { data: await repository.blockedBy(user.id) };
    },
  );
};
