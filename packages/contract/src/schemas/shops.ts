import { z } from 'zod';
import { companySellerTypes } from './company.ts';
import { paginated, pageNumberSchema, serialIdSchema } from './common.ts';
import { searchText } from './products.ts';

/** `GET /api/shops`: companies with active ads in a city (all of Russia without one), by name. */
export const shopsQuerySchema = z.object({
  city_id: serialIdSchema.optional(),
  search: searchText.optional(),
  page: pageNumberSchema,
});
export type ShopsQuery = z.input<typeof shopsQuerySchema>;

/** A shop of the directory: its public face, its standing and how many ads it has where the buyer looks. */
export const shopSchema = z.object({
  id: z.number().int(),
  /** The seller's user id: the shop opens the seller's public page `/profile/user/{user_id}`. */
  user_id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  seller_type: z.enum(companySellerTypes),
  verified: z.boolean(),
  /** Rounded mean of the reviews about the seller on the 10-point scale; null before the first. */
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Active ads in the chosen city (everywhere without one). */
  ads_count: z.number().int(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopsReplySchema = paginated(shopSchema);
export type ShopsReply = z.infer<typeof shopsReplySchema>;
