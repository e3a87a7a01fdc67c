import { limits } from '../constants.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A box on the map in degrees, as `GET /api/products/map?bbox=` takes it. */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Whether the point lies inside the box, its edges included. */
export const containsPoint = (box: GeoBox, latitude: number, longitude: number): boolean =>
  latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, spec §9: Earth radius 6371 km). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * limits.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The city closest to the point, if it lies within `maxKm` (spec §9: 50 km); otherwise null. */
export function nearestCity<T extends GeoPoint>(
  cities: readonly T[],
  point: GeoPoint,
  maxKm: number = limits.citySuggestionRadiusKm,
): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const city of cities) {
    const distance = distanceKm(point, city);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return bestDistance <= maxKm ? best : null;
}
