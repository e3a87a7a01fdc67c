import type { City } from '@mp/contract';
import type { QueryValue } from '../../shared/api/http.ts';
import { filtersToParams, type ProductFilters } from '../../shared/search-params.ts';

/** West, south, east, north in degrees, as `GET /api/products/map?bbox=` takes them. */
export interface BboxValue {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** What the map shows: the visible box and the zoom level (clusters depend on it). */
export interface MapViewport {
  bbox: BboxValue;
  zoom: number;
}

export interface MapCenter {
  center: [latitude: number, longitude: number];
  zoom: number;
}

/** The whole country when no city is chosen. */
export const russiaView: MapCenter = { center: [61, 95], zoom: 3 };
export const cityZoom = 11;
export const productZoom = 15;
/** A place found by the map's search: close enough to see its streets. */
export const placeZoom = 14;
/** Moving the map refetches after it has been still for this long. */
export const mapFetchDebounceMs = 300;

/** The first view of the ad maps: the chosen city at zoom 11, or Russia. */
export function initialView(city: Pick<City, 'latitude' | 'longitude'> | null): MapCenter {
  return city ? { center: [city.latitude, city.longitude], zoom: cityZoom } : russiaView;
}

/** `/map?lat=55.75&lng=37.62` (the product page's «Открыть на большой карте»): that place, close up. */
export function viewFromUrl(params: URLSearchParams): MapCenter | null {
  const raw = [params.get('lat'), params.get('lng')];
  if (raw.some((value) => value === null || value.trim() === '')) return null;
  const [latitude, longitude] = raw.map(Number) as [number, number];
  const valid = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { center: [latitude, longitude], zoom: productZoom } : null;
}

export const placeMapUrl = (latitude: number, longitude: number) => `/map?lat=${latitude}&lng=${longitude}`;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Five decimals (about a metre): tiny pans of the same view share a cache entry. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The map's bounds as the API accepts them: latitudes within ±90, longitudes within ±180 (a view
 * wider than the world, or wrapped past the antimeridian, asks for every longitude).
 */
export function normalizeBbox({ west, south, east, north }: BboxValue): BboxValue {
  let w = west;
  let e = east;
  if (e - w >= 360 || w < -180 || e > 180) {
    w = -180;
    e = 180;
  }
  return {
    west: round(clamp(w, -180, 180)),
    south: round(clamp(south, -90, 90)),
    east: round(clamp(e, -180, 180)),
    north: round(clamp(north, -90, 90)),
  };
}

export const bboxParam = (bbox: BboxValue) => `${bbox.west},${bbox.south},${bbox.east},${bbox.north}`;

/** A box the API would refuse (empty, as a map of zero size reports). */
export const isEmptyBbox = (bbox: BboxValue) => !(bbox.west < bbox.east && bbox.south < bbox.north);

/**
 * The query of `GET /api/products/map`: the box and the search filters of `GET /api/products`
 * under the same names (the sort means nothing on a map, so it stays out).
 */
export function mapPointsParams(filters: ProductFilters, bbox: BboxValue): Record<string, QueryValue> {
  const params = filtersToParams(filters);
  delete params.sort;
  return { bbox: bboxParam(normalizeBbox(bbox)), ...params };
}
