import { z } from 'zod';
import { productCardSchema } from '@mp/contract';

/** `GET /api/products/{id}/similar` and `/seller-ads`: up to 12 cards, no paging. */
export const relatedAdsReplySchema = z.object({ data: z.array(productCardSchema) });
