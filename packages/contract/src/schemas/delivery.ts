import { z } from 'zod';
import { messages } from '../messages.ts';
import { paginated, pageNumberSchema } from './common.ts';

export const carrierNames = ['sandbox', 'cdek'] as const;
export type CarrierName = (typeof carrierNames)[number];

/** Pickup points on one page of `GET /api/delivery/points`: enough for a city's map at once. */
export const deliveryPointsPerPageMax = 500;
export const deliveryPointsSearchMax = 100;

/** `GET /api/delivery/points?city_id=&carrier=&search=&page=&per_page=`. */
export const deliveryPointsQuerySchema = z.object({
  city_id: z.coerce
    .number({ error: messages.deliveryCityRequired })
    .int({ error: messages.deliveryCityRequired })
    .positive({ error: messages.deliveryCityRequired }),
  carrier: z.enum(carrierNames, { error: messages.deliveryCarrierUnknown }).optional(),
  /** Words of the address or name, e.g. «ленина 12». */
  search: z.string().trim().max(deliveryPointsSearchMax, { error: messages.searchTooLong }).optional(),
  page: pageNumberSchema,
  per_page: z.coerce
    .number({ error: messages.invalidInteger })
    .int({ error: messages.invalidInteger })
    .min(1, { error: messages.invalidInteger })
    .max(deliveryPointsPerPageMax, { error: messages.invalidInteger })
    .default(100),
});
export type DeliveryPointsQuery = z.output<typeof deliveryPointsQuerySchema>;

export const deliveryPointSchema = z.object({
  id: z.number().int(),
  carrier: z.enum(carrierNames),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  work_time: z.string(),
});
export type DeliveryPoint = z.infer<typeof deliveryPointSchema>;
export const deliveryPointsReplySchema = paginated(deliveryPointSchema);

/** What carrying a parcel costs (roubles) and takes, from the seller's city to the buyer's. */
export const deliveryQuoteSchema = z.object({
  price: z.number(),
  days_min: z.number().int(),
  days_max: z.number().int(),
  carrier: z.enum(carrierNames),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/**
 * `GET /api/delivery/quote?product_id=&quantity=&point_id=` (or `city_id=` for the ad page's line), or
 * `cart_item_id=&point_id=` for a signed-in buyer's cart entry, priced as one parcel.
 */
export const deliveryQuoteQuerySchema = z
  .object({
    product_id: z.coerce
      .number({ error: messages.productNotFound })
      .int({ error: messages.productNotFound })
      .positive({ error: messages.productNotFound })
      .optional(),
    cart_item_id: z.coerce
      .number({ error: messages.orderCartEntryEmpty })
      .int({ error: messages.orderCartEntryEmpty })
      .positive({ error: messages.orderCartEntryEmpty })
      .optional(),
    quantity: z.coerce
      .number({ error: messages.invalidInteger })
      .int({ error: messages.invalidInteger })
      .min(1, { error: messages.invalidInteger })
      .max(99, { error: messages.invalidInteger })
      .default(1),
    point_id: z.coerce
      .number({ error: messages.pickupPointNotFound })
      .int({ error: messages.pickupPointNotFound })
      .positive({ error: messages.pickupPointNotFound })
      .optional(),
    city_id: z.coerce
      .number({ error: messages.deliveryCityRequired })
      .int({ error: messages.deliveryCityRequired })
      .positive({ error: messages.deliveryCityRequired })
      .optional(),
  })
  .refine((query) => (query.product_id === undefined) !== (query.cart_item_id === undefined), {
    error: messages.productNotFound,
    path: ['product_id'],
  })
  .refine(
    (query) =>
      query.point_id !== undefined || (query.city_id !== undefined && query.cart_item_id === undefined),
    { error: messages.pickupPointRequired, path: ['point_id'] },
  );
export type DeliveryQuoteQuery = z.output<typeof deliveryQuoteQuerySchema>;
export const deliveryQuoteReplySchema = z.object({ data: deliveryQuoteSchema });
