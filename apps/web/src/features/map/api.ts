import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { geocodeReplySchema, mapPointsReplySchema, publicConfigSchema } from '@mp/contract';
import { apiGet, toQueryString } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { useDebouncedValue } from '../../shared/lib/useDebouncedValue.ts';
import type { ProductFilters } from '../../shared/search-params.ts';
import { isEmptyBbox, mapFetchDebounceMs, mapPointsParams, type BboxValue } from './geo.ts';

export type MapPointsReply = z.infer<typeof mapPointsReplySchema>;

export const mapKeys = {
  points: (params: Record<string, unknown>) => ['products', 'map', params] as const,
  places: (query: string) => ['places', query] as const,
};

/** `GET /api/geocode?q=`: the server asks the maps geocoder (spec §7) for up to 10 places in Russia. */
export const fetchPlaces = (query: string, signal?: AbortSignal) =>
  apiGet<typeof geocodeReplySchema>(`/geocode${toQueryString({ q: query })}`, signal).then(
    (reply) => reply.data,
  );

export function fetchMapPoints(
  filters: ProductFilters,
  bbox: BboxValue,
  signal?: AbortSignal,
): Promise<MapPointsReply> {
  return apiGet<typeof mapPointsReplySchema>(
    `/products/map${toQueryString(mapPointsParams(filters, bbox))}`,
    signal,
  );
}

/**
 * The ads inside the visible box, with the search filters. The first view is asked for at once;
 * after a move the box must stay put for 300 ms before a request goes, and a newer box aborts the
 * older request (the query's signal). `bbox` is null (or empty) until the map has a size.
 */
export function useMapPoints(filters: ProductFilters, bbox: BboxValue | null) {
  const settled = useDebouncedValue(bbox, mapFetchDebounceMs);
  const params = settled && !isEmptyBbox(settled) ? mapPointsParams(filters, settled) : null;
  return useQuery({
    queryKey: mapKeys.points(params ?? {}),
    queryFn: ({ signal }) => fetchMapPoints(filters, settled as BboxValue, signal),
    enabled: params !== null,
    // Panning keeps the old markers until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Tile address and attribution (`GET /api/config`), shared with every other reader of the config. */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiGet<typeof publicConfigSchema>('/config', signal),
    staleTime: Infinity,
    select: (config) => config.map,
  });
}
