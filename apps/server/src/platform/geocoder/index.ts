import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from './geocoder.ts';
import { LocalGeocoder } from './local.ts';
import { NominatimGeocoder, nominatimEndpoint } from './nominatim.ts';

export { GeocoderError, type Geocoder } from './geocoder.ts';
export { LocalGeocoder } from './local.ts';
export { NominatimGeocoder, nominatimEndpoint } from './nominatim.ts';

/**
 * Nominatim's policy: a User-Agent that names the application (not a library's default), with the
 * site's address when it is configured.
 */
export function nominatimUserAgent(config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL ? `mp-marketplace/1.0 (+${config.PUBLIC_URL})` : 'mp-marketplace/1.0';
}

/** Nominatim when chosen, otherwise our cities. */
export function createGeocoder(config: Config, db: Db): Geocoder {
  if (config.GEOCODER === 'nominatim')
    return new NominatimGeocoder(nominatimUserAgent(config), config.NOMINATIM_URL);
  return new LocalGeocoder(db);
}

/** The public instance allows one request a second for the whole application (a self-hosted one: any). */
export function isPublicNominatim(config: Pick<Config, 'GEOCODER' | 'NOMINATIM_URL'>): boolean {
  return (
    config.GEOCODER === 'nominatim' && new URL(config.NOMINATIM_URL).host === new URL(nominatimEndpoint).host
  );
}
