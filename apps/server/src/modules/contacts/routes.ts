import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageReplySchema, sellerPhoneReplySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { ContactsService } from './service.ts';

/** The seller's phone on the ad page, on request. */
export const contactsRoutes: FastifyPluginAsyncZod<{ service: ContactsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/products/:id/phone',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: "The phone of an active ad's seller, for a signed-in viewer",
        description:
          'Ads never carry the phone; `seller.allows_calls` of the ad tells whether asking makes sense. ' +
          '403 when the seller takes messages only; 429 past 20 distinct sellers in 24 hours for one ' +
          'viewer (a seller already shown that day, and one’s own ad, cost nothing); 404 when the ad is ' +
          'not active. The reply is not to be cached.',
        params: idParamSchema,
        response: {
          200: sellerPhoneReplySchema,
          403: messageReplySchema,
          404: messageReplySchema,
          429: messageReplySchema,
        },
      },
    },
    async (request, reply) => {
      const phone = await service.sellerPhone(request.params.id, signedInUser(request).id);
      return reply.header('cache-control', 'private, no-store').send({ phone });
    },
  );
};
