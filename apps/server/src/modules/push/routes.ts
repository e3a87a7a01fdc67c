import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushKeyReplySchema,
  pushSettingsBodySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@mp/contract';
import { signedInSession, signedInUser } from '../../http/auth.ts';
import type { PushService } from './service.ts';

const tags = ['push'];
/** The reply has no body. */
const empty = z.null();

/** Web Push: the application server key, a device's subscription, and the kinds a person hears of. */
export const pushRoutes: FastifyPluginAsyncZod<{ service: PushService }> = async (app, { service }) => {
  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key (base64url) a browser subscribes with as `applicationServerKey`',
        response: { 200: pushKeyReplySchema },
      },
    },
    async () => ({ public_key: service.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Subscribe this device: the browser’s `PushSubscription` JSON; the same endpoint again updates it',
        description:
          '201 without a body. The subscription belongs to the caller’s session and is deleted when it ends (signing out). ' +
          'In production only HTTPS endpoints of the known push services (`PUSH_ALLOWED_HOSTS`) are taken; ' +
          'another host is a 422.',
        body: pushSubscriptionBodySchema,
      },
    },
    async (request, reply) => {
      const { user, sessionId } = signedInSession(request);
      await service.subscribe(user.id, sessionId, request.body);
      return reply.status(201).send();
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Unsubscribe a device of the caller by its endpoint (another person’s endpoint changes nothing)',
        body: pushUnsubscribeBodySchema,
        response: { 204: empty },
      },
    },
    async (request, reply) => {
      await service.unsubscribe(signedInUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/push/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Which kinds of push the caller receives',
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => service.settings(signedInUser(request).id),
  );

  app.put(
    '/push/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Turn kinds of push on or off; kinds not named stay as they were',
        body: pushSettingsBodySchema,
        response: { 200: pushSettingsSchema },
      },
    },
    async (request) => service.updateSettings(signedInUser(request).id, request.body),
  );
};
