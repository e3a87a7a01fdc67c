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
