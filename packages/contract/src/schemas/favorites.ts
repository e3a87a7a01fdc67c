import { z } from 'zod';
import { paginated, pageNumberSchema, productIdSchema } from './common.ts';
import { productCardSchema } from './products.ts';

/** `POST /api/favorites`. */
export const favouriteBodySchema = z.object({ product_id: productIdSchema });
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

/** `DELETE /api/favorites/{id}` and `GET /api/favorites/check/{id}`: `id` is the ad's id. */
export const favouriteProductParamSchema = z.object({ id: productIdSchema });

export const favouritesQuerySchema = z.object({ page: pageNumberSchema });

/**
 * A favourite (spec §3: id, product). `available` is false once the ad left the site (sold, archived,
 * expired, on moderation): it stays in the list, greyed out, as on Avito, until the person removes it.
 */
export const favouriteSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  available: z.boolean(),
  product: productCardSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** `GET /api/favorites`: newest first, paged, with the person's total for the header badge. */
export const favouritesReplySchema = paginated(favouriteSchema);
export type FavouritesReply = z.infer<typeof favouritesReplySchema>;

/** `POST /api/favorites`: the favourite, new (201) or already there (200). */
export const favouriteSavedReplySchema = z.object({ message: z.string(), data: favouriteSchema });

/** `GET /api/favorites/ids`: the ids of every ad the person keeps, newest first (for the hearts and the badge). */
export const favouriteIdsReplySchema = z.object({ data: z.array(z.number().int()) });

/** `GET /api/favorites/check/{id}`. */
export const favouriteCheckReplySchema = z.object({
  data: z.object({ product_id: z.number().int(), is_favorite: z.boolean() }),
});
