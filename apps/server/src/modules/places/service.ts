import type { FastifyBaseLogger } from 'fastify';
import { limits, messages, type AddressSuggestion, type GeocodeResult } from '@mp/contract';
import { HttpError, tooManyRequests } from '../../http/errors.ts';
import {
  AddressProviderError,
  type AddressSuggester,
  type CityContext,
} from '../../platform/address/index.ts';
import type { Geocoder } from '../../platform/geocoder/index.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/index.ts';
import { placesLimits } from './limits.ts';

export interface PlacesServiceDeps {
  suggester: AddressSuggester;
  geocoder: Geocoder;
  limiter: RateLimiter;
  /** The city of an ad's form, to look addresses up in; an unknown id is ignored. */
  cityById: (id: number) => Promise<CityContext | undefined>;
  /** Also limit the geocoder to one request a second in all (the public Nominatim's policy). */
  geocoderGlobalLimit: boolean;
  /** Where a provider's failure is reported (the app's logger fits). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export type PlacesService = ReturnType<typeof placesService>;

const badGateway = (message: string) => new HttpError(502, message);

const tooShort = (text: string) => text.length < limits.autocompleteMinChars;

/**
 * Address suggestions and the map's place search. Both spend an external provider's quota, so each
 * client address is limited, and a query under 2 characters never reaches the provider.
 */
export function placesService({
  suggester,
  geocoder,
  limiter,
  cityById,
  geocoderGlobalLimit,
  log,
}: PlacesServiceDeps) {
  async function throttle(key: string, rule: RateLimit) {
    const { allowed, retryAfterMs } = await limiter.hit(key, rule);
    if (!allowed) throw tooManyRequests(retryAfterMs);
  }

  const logFailure = (provider: string, err: unknown) => log.warn({ err, provider }, 'place provider failed');

  return {
    /** Up to 10 suggestions for `query` from `client` (an IP address), within the city when given. */
    async suggestAddresses(
      { query, city_id }: { query: string; city_id?: number | undefined },
      client: string,
    ): Promise<AddressSuggestion[]> {
      const text = query.trim();
      if (tooShort(text)) return [];
      await throttle(`address:${client}`, placesLimits.suggestionsPerIp);
      const city = city_id === undefined ? undefined : await cityById(city_id);
      try {
        return await suggester.suggest(text, city);
      } catch (err) {
        logFailure(suggester.name, err);
        const tokenRefused = err instanceof AddressProviderError && err.reason === 'token';
        throw badGateway(tokenRefused ? messages.addressTokenInvalid : messages.addressSuggestionsError);
      }
    },

    /** Up to 10 places in Russia named like `query`, for `client` (an IP address). */
    async geocode(query: string, client: string): Promise<GeocodeResult[]> {
      const text = query.trim();
      if (tooShort(text)) return [];
      await throttle(`geocode:${client}`, placesLimits.geocodePerIp);
      if (geocoderGlobalLimit) await throttle('geocode:all', placesLimits.publicNominatim);
      try {
        return await geocoder.search(text);
      } catch (err) {
        logFailure(geocoder.name, err);
        throw badGateway(messages.geocoderError);
      }
    },
  };
}
