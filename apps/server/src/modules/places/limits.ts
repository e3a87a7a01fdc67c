import type { RateLimit } from '../../platform/rate-limit/limiter.ts';

/**
 * Address suggestions and geocoding spend a paid key or a shared free service: per client address,
 * a minute's typing with the form's debounce fits well under 60; a script does not.
 */
export const placesLimits = {
  suggestionsPerIp: { limit: 60, windowMs: 60_000 },
  geocodePerIp: { limit: 60, windowMs: 60_000 },
  /** The public Nominatim allows one request a second for the whole application. */
  publicNominatim: { limit: 1, windowMs: 1000 },
} as const satisfies Record<string, RateLimit>;
