import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { serialIdSchema } from './common.ts';

/** Spec §3 address suggestion: value plus data (as DaData names it). */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  data: z.object({
    postal_code: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    street: z.string().nullable(),
    house: z.string().nullable(),
    geo_lat: z.string().nullable(),
    geo_lon: z.string().nullable(),
    fias_id: z.string().nullable(),
  }),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsReplySchema = z.object({ data: z.array(addressSuggestionSchema) });

/** `GET /api/address/suggestions?query=&city_id=`: under 2 trimmed characters, nothing (spec §5). */
export const addressSuggestionsQuerySchema = z.object({
  query: z.string({ error: messages.badRequest }).max(200, { error: messages.searchTooLong }),
  city_id: serialIdSchema.optional(),
});

/** A geocoder hit (Nominatim's fields). */
export const geocodeResultSchema = z.object({
  display_name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeReplySchema = z.object({ data: z.array(geocodeResultSchema) });
export const geocodeQuerySchema = z.object({
  q: z.string({ error: messages.badRequest }).max(200, { error: messages.searchTooLong }),
});

/** `bbox=west,south,east,north` in degrees. */
export const bboxSchema = z.string({ error: messages.invalidBbox }).transform((value, ctx) => {
  const parts = value.split(',').map((part) => Number(part.trim()));
  const [west, south, east, north] = parts as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    west >= -180 &&
    east <= 180 &&
    west < east &&
    south >= -90 &&
    north <= 90 &&
    south < north;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: messages.invalidBbox });
    return z.NEVER;
  }
  return { west, south, east, north };
});
export type Bbox = z.output<typeof bboxSchema>;

/** A point on the map: enough for a marker and its popup card. */
export const mapPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  image: z.string().nullable(),
  is_vip: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;
/** `GET /api/products/map?bbox=…` (+ the search filters): at most `mapPointsMax` points, newest first. */
export const mapPointsReplySchema = z.object({ data: z.array(mapPointSchema), truncated: z.boolean() });
export const mapPointsMax = 2000;
export const addressSuggestionsCount = limits.autocompleteMaxItems;
