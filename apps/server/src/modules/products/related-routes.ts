import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageReplySchema, messages } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sendSerializedJson } from '../../http/send-json.ts';
import { blockingViewer } from '../blocks/viewer.ts';
import type { ProductChanges } from './product-changes.ts';
import { relatedAds } from './related.ts';
import { relatedAdsReplySchema } from './related-schema.ts';

/** Public routes that read a bearer token when one is sent (OpenAPI: no security or bearer). */
const optionalBearer: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

/** The product page's two blocks: similar ads and the seller's other ads. */
export const relatedProductRoutes: FastifyPluginAsyncZod<{ db: Db; changes?: ProductChanges }> = async (
  app,
  { db, changes },
) => {
  const related = relatedAds(db);
  // An ad that changed drops its own cached blocks; its appearance in other ads' blocks waits for their TTL.
  changes?.listen((id) => related.forget(id));

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['products'],
        summary: "Up to 12 active ads of the ad's subcategory: its city first, then others, newest first",
        description:
          'The ad itself is left out; 404 when the ad is not active. The bearer token is optional: ads of ' +
          'sellers the viewer blocked are left out. Kept for up to 30 seconds.',
        security: optionalBearer,
        params: idParamSchema,
        response: { 200: relatedAdsReplySchema, 404: messageReplySchema },
      },
    },
    async (request, reply) => {
      const json = await related.similar(request.params.id, await blockingViewer(request, db));
      if (json === undefined) throw notFound(messages.productNotFound);
      return sendSerializedJson(reply, json);
    },
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
    async (request, reply) => {
      const json = await related.sellerAds(request.params.id);
      if (json === undefined) throw notFound(messages.productNotFound);
      return sendSerializedJson(reply, json);
    },
  );
};
