import { limits, type GeoPoint } from '@mp/contract';

/** The browser has no geolocation at all (spec §8 «Геолокация не поддерживается»). */
export class GeolocationUnsupported extends Error {}

/**
 * Where the visitor is, as spec §9 asks for it: high accuracy, a 10 s timeout, a position up to
 * 5 minutes old will do. Rejects with `GeolocationUnsupported`, or with the browser's reason.
 */
export function locate(): Promise<GeoPoint> {
  if (!('geolocation' in navigator)) return Promise.reject(new GeolocationUnsupported());
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message)),
      {
        enableHighAccuracy: true,
        timeout: limits.geolocationTimeoutMs,
        maximumAge: limits.geolocationMaxAgeMs,
      },
    );
  });
}
