import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits, publicConfigSchema, type PublicConfig } from '@mp/contract';
import type { Config } from '../../config.ts';

export function publicConfig(config: Config): PublicConfig {
  return {
    environment: config.NODE_ENV,
    realtime: { key: config.PUSHER_APP_KEY, path: `/app/${config.PUSHER_APP_KEY}` },
    map: { tile_url: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION },
    providers: { sms: config.SMS_PROVIDER, address: 'local', geocoder: 'local', payments: 'sandbox' },
    limits: {
      avatar_max_bytes: limits.avatarMaxBytes,
      product_image_max_bytes: limits.productImageMaxBytes,
      product_images_max: limits.productImagesMax,
      products_per_page: limits.productsPerPage,
    },
  };
}

export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfig(config);
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Runtime settings of the web app',
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
};
