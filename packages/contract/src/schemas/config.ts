import { z } from 'zod';
import { carrierNames } from './delivery.ts';

/** Spec §3 names development, staging and production; `test` is the test suite's own server. */
export const environments = ['development', 'staging', 'test', 'production'] as const;

export const publicConfigSchema = z.object({
  environment: z.enum(environments),
  realtime: z.object({ key: z.string(), path: z.string() }),
  map: z.object({ tile_url: z.string(), attribution: z.string() }),
  providers: z.object({
    sms: z.string(),
    address: z.string(),
    geocoder: z.string(),
    payments: z.string(),
    /** The carrier parcels travel with: `sandbox` lets the parties move a parcel on by hand. */
    delivery: z.enum(carrierNames),
  }),
  limits: z.object({
    avatar_max_bytes: z.number().int(),
    product_image_max_bytes: z.number().int(),
    product_images_max: z.number().int(),
    products_per_page: z.number().int(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
