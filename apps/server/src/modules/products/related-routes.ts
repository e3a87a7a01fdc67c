import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageReplySchema, relatedAdsReplySchema } from '@mp/contract';
import { viewerOf } from '../../http/auth.ts';
import { sendSerializedJson } from '../../http/send-json.ts';
import type { RelatedAds } from './related.ts';

/** The product page's two blocks: similar ads and the seller's other ads. */
export const relatedProductRoutes: FastifyPluginAsyncZod<{ service: RelatedAds }> = async (
  app,
  { service },
) => {
  app.get(
    '/products/:id/similar',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['products'],
        summary: "Up to 12 active ads of the ad's subcategory: its city first, then others, newest first",
        description:
          'The ad itself is left out; 404 when the ad is not active. The bearer token is optional: ads of ' +
          'sellers the viewer blocked are left out. Kept for up to 30 seconds.',
        params: idParamSchema,
        response: { 200: relatedAdsReplySchema, 404: messageReplySchema },
      },
    },
    async (request, reply) =>
      sendSerializedJson(reply, await service.similar(request.params.id, viewerOf(request))),
  );

  app.get(
    '/products/:id/seller-ads',
    {
      schema: {
        tags: ['products'],
        summary: "Up to 12 other active ads of the ad's seller, newest first",
        description:
          "404 when the ad is not active. Like the ad page and the seller's public page, a blocked seller's " +
          'other ads stay visible here (a block hides sellers from lists, not from pages opened on ' +
          'purpose). Kept for up to 30 seconds.',
        params: idParamSchema,
        response: { 200: relatedAdsReplySchema, 404: messageReplySchema },
      },
    },
    async (request, reply) => sendSerializedJson(reply, await service.sellerAds(request.params.id)),
  );
};
