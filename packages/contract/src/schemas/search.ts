import { z } from 'zod';
import { messages } from '../messages.ts';
import { productIdSchema } from './common.ts';
import { searchText } from './products.ts';

/**
 * `POST /api/search/clicks`: a person searched `search` and opened the ad `product_id` from its results. The
 * subcategories people open for a query become suggestions for the search vocabulary
 * (`npm run admin -- search-suggestions`).
 */
export const searchClickBodySchema = z.object({
  search: z
    .string({ error: messages.badRequest })
    .pipe(searchText)
    .pipe(z.string().min(1, { error: messages.badRequest })),
  product_id: productIdSchema,
});
export type SearchClickBody = z.infer<typeof searchClickBodySchema>;
