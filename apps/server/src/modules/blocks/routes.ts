import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockedUsersReplySchema, messageReplySchema, messages, serialIdParamSchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { BlocksService } from './service.ts';

const tags = ['user'];

/** «Заблокировать»: the caller's own blocks. */
export const blocksRoutes: FastifyPluginAsyncZod<{ service: BlocksService }> = async (app, { service }) => {
  app.post(
    '/users/:id/block',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Block a user: their ads no longer reach the caller; blocking twice changes nothing',
        params: serialIdParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.block(signedInUser(request).id, request.params.id);
      return { message: messages.userBlocked };
    },
  );

  app.delete(
    '/users/:id/block',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Unblock a user the caller blocked (nothing happens if they were not blocked)',
        params: serialIdParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.unblock(signedInUser(request).id, request.params.id);
      return { message: messages.userUnblocked };
    },
  );

  app.get(
    '/user/blocks',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Users the caller has blocked, most recent first',
        response: { 200: blockedUsersReplySchema },
      },
    },
    async (request) => ({ data: await service.blockedBy(signedInUser(request).id) }),
  );
};
