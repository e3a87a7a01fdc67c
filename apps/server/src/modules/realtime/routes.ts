import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastingAuthBodySchema, broadcastingAuthReplySchema, messageReplySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { BroadcastingService } from './service.ts';

/** The WebSocket's channel authorisation (design §4; record 0085). */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ service: BroadcastingService }> = async (
  app,
  { service },
) => {
  app.post(
    '/broadcasting/auth',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['real time'],
        summary: 'Sign a socket’s subscription to `private-chat.{id}` or `private-user-notifications.{id}`',
        description:
          'The signed-in user may listen to their own notifications and to the chats they belong to; 403 ' +
          'otherwise. `auth` is `key:HMAC-SHA256(secret, socket_id:channel_name:channel_data)`.',
        body: broadcastingAuthBodySchema,
        response: { 200: broadcastingAuthReplySchema, 403: messageReplySchema },
      },
    },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      return service.authorize(signedInUser(request), socket_id, channel_name);
    },
  );
};
