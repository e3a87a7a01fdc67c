import { z } from 'zod';
import { messages } from '../messages.ts';
import { adLimits } from './ads.ts';
import { productIdSchema } from './common.ts';
import { orderProcessingTypes } from './company.ts';

/** How many units of one ad: 1 to the most an ad can hold. */
export const cartQuantitySchema = z.coerce
  .number({ error: messages.cartQuantityInvalid })
  .int({ error: messages.cartQuantityInvalid })
  .min(1, { error: messages.cartQuantityInvalid })
  .max(adLimits.quantityMax, { error: messages.cartQuantityInvalid });

/** `POST /api/cart`: adds `quantity` units (1 by default) to what the cart holds of the ad. */
export const cartAddBodySchema = z.object({
  product_id: productIdSchema,
  quantity: cartQuantitySchema.default(1),
});
export type CartAddBody = z.input<typeof cartAddBodySchema>;

/** `PUT /api/cart/{id}`: the new number of units of that ad. */
export const cartQuantityBodySchema = z.object({ quantity: cartQuantitySchema });

/** `PUT /api/cart/{id}` and `DELETE /api/cart/{id}`: `id` is the ad's id (one line per ad). */
export const cartProductParamSchema = z.object({ id: productIdSchema });

/**
 * A product line of a cart entry (spec §3: id, name, price, image, max_quantity, quantity). `price` is
 * today's; `added_price` the price when it was put in the cart, so a change is shown, not slipped in.
 * `max_quantity` is today's stock; `available` is false once the ad left the site.
 */
export const cartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  added_price: z.number(),
  image: z.string().nullable(),
  max_quantity: z.number().int(),
  quantity: z.number().int(),
  available: z.boolean(),
  /** The seller sends it by a carrier to a pickup point (issue 29). */
  delivery_available: z.boolean(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/**
 * A cart entry (spec §3 «Cart item»): one seller's products, ordered together. `id` is the seller's
 * user id; `order_processing_type` and `auto_percentage` come from the seller's company (manual and 0
 * for a private seller).
 */
export const cartItemSchema = z.object({
  id: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  order_processing_type: z.enum(orderProcessingTypes).default('manual'),
  auto_percentage: z.number().min(0).max(100).default(0),
  products: z.array(cartProductSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** `GET /api/cart` and every change: the entries (newest first), and the total (spec §4: 2 decimals). */
export const cartReplySchema = z.object({
  data: z.array(cartItemSchema),
  total: z.number(),
  /** Units in the cart, for the header badge. */
  count: z.number().int(),
});
export type CartReply = z.infer<typeof cartReplySchema>;

/** A change to the cart: the spec's success message and the cart as it now is. */
export const cartSavedReplySchema = cartReplySchema.extend({ message: z.string() });
