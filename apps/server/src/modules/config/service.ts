import { limits, type PublicConfig } from '@mp/contract';
import type { Config } from '../../config.ts';

export type ConfigService = ReturnType<typeof configService>;

/**
 * The web app's runtime settings (design §3), read from the server's configuration: one build of the
 * web app serves every environment. Nothing is stored, so there is no repository.
 */
export function configService(config: Config) {
  const settings: PublicConfig = {
    environment: config.NODE_ENV,
    realtime: { key: config.PUSHER_APP_KEY, path: `/app/${config.PUSHER_APP_KEY}` },
    map: { tile_url: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION },
    providers: {
      sms: config.SMS_PROVIDER,
      address: 'local',
      geocoder: 'local',
      payments: 'sandbox',
      delivery: config.DELIVERY_CARRIER,
    },
    limits: {
      avatar_max_bytes: limits.avatarMaxBytes,
      product_image_max_bytes: limits.productImageMaxBytes,
      product_images_max: limits.productImagesMax,
      products_per_page: limits.productsPerPage,
    },
  };
  return {
    /** The same settings for every caller, fixed at start. */
    publicConfig: (): PublicConfig => settings,
  };
}
