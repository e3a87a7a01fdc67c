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
/** A cell of the map's grid with more ads than the map draws one by one: how many, and the centre of them. */
export const mapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** The cell: zooming to it shows its ads. */
  bbox: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;
/**
 * `GET /api/products/map?bbox=…` (+ the search filters). A view with at most `mapPointsMax` ads gets
 * them all, newest first, and no clusters. A denser view gets its ads counted by the cells of a grid
 * (`clusters`), `total` their sum, and `data` a sample of `mapSampleMax` of its ads with `truncated`.
 */
export const mapPointsReplySchema = z.object({
  data: z.array(mapPointSchema),
  clusters: z.array(mapClusterSchema),
  total: z.number().int(),
  truncated: z.boolean(),
});
export const mapPointsMax = 2000;
/** The ads sent with the clusters of a dense view, for the list beside the map. */
export const mapSampleMax = 100;
/** The grid of the clusters (record 0176): cells of level 0 are this many degrees square, each level doubles them. */
export const mapCellBaseDegrees = 0.005;
export const mapCellLevels = 13;
/** A dense view is cut into about this many cells across. */
export const mapCellsAcross = 16;
export const addressSuggestionsCount = limits.autocompleteMaxItems;
