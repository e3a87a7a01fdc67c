import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastingAuthBodySchema, broadcastingAuthReplySchema, messageReplySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { BroadcastingService } from './service.ts';

/** A form body is two short fields; anything longer is not a channel authorisation. */
const formBodyMaxBytes = 1024;

/** The WebSocket's channel authorisation (design §4; record 0085). */
export const broadcastingRoutes: FastifyPluginAsyncZod<{ service: BroadcastingService }> = async (
  app,
  { service },
) => {
  // Stock pusher-js and Laravel Echo post `socket_id=…&channel_name=…` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyMaxBytes },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/broadcasting/auth',
    {
      config: { auth: 'user', acceptsJwt: true },
      schema: {
        tags: ['real time'],
        summary: 'Sign a socket’s subscription to `private-chat.{id}` or `private-user-notifications.{id}`',
        description:
          'The body is JSON or the form that stock `pusher-js` and Laravel Echo send ' +
          '(`application/x-www-form-urlencoded`). The bearer is the session’s current `jwt_token` (spec §7) ' +
          'or its `token`. The signed-in user may listen to their own notifications and to the chats they ' +
          'belong to; 403 otherwise. `auth` is `key:HMAC-SHA256(secret, socket_id:channel_name:channel_data)`.',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
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
