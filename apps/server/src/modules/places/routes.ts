import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addressSuggestionsQuerySchema,
  addressSuggestionsReplySchema,
  geocodeQuerySchema,
  geocodeReplySchema,
  limits,
  messages,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, tooManyRequests } from '../../http/errors.ts';
import { cityById } from '../../platform/address/cities.ts';
import { AddressProviderError, type AddressSuggester } from '../../platform/address/index.ts';
import type { Geocoder } from '../../platform/geocoder/index.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/index.ts';
import { placesLimits } from './limits.ts';

export interface PlacesOptions {
  db: Db;
  suggester: AddressSuggester;
  geocoder: Geocoder;
  limiter: RateLimiter;
  /** Also limit the geocoder to one request a second in all (the public Nominatim's policy). */
  geocoderGlobalLimit?: boolean;
}

const badGateway = (message: string) => new HttpError(502, message);

/**
 * Address suggestions and the map's place search. Public; both spend an external provider's quota,
 * so each client address is limited, and a query under 2 characters never reaches the provider.
 */
export const placesRoutes: FastifyPluginAsyncZod<PlacesOptions> = async (
  app,
  { db, suggester, geocoder, limiter, geocoderGlobalLimit = false },
) => {
  async function throttle(key: string, rule: RateLimit) {
    const { allowed, retryAfterMs } = await limiter.hit(key, rule);
    if (!allowed) throw tooManyRequests(retryAfterMs);
  }

  const tooShort = (text: string) => text.length < limits.autocompleteMinChars;

  app.get(
    '/address/suggestions',
    {
      schema: {
        tags: ['places'],
        summary: 'Up to 10 address suggestions (DaData or our cities), within the ad’s city when given',
        description:
          'A trimmed query under 2 characters gives `data: []` without asking the provider (spec §5). ' +
          'Limited to 60 requests a minute per client address (429). When the provider fails: 502 with ' +
          '`Ошибка при получении адресных подсказок`, or with the invalid-key message when it refuses ' +
          'the key.',
        querystring: addressSuggestionsQuerySchema,
        response: { 200: addressSuggestionsReplySchema },
      },
    },
    async (request) => {
      const query = request.query.query.trim();
      if (tooShort(query)) return { data: [] };
      await throttle(`address:${request.ip}`, placesLimits.suggestionsPerIp);
      const city =
        request.query.city_id === undefined ? undefined : await cityById(db, request.query.city_id);
      try {
        return { data: await suggester.suggest(query, city) };
      } catch (err) {
        logFailure(request, suggester.name, err);
        const tokenRefused = err instanceof AddressProviderError && err.reason === 'token';
        throw badGateway(tokenRefused ? messages.addressTokenInvalid : messages.addressSuggestionsError);
      }
    },
  );

  app.get(
    '/geocode',
    {
      schema: {
        tags: ['places'],
        summary: 'Up to 10 places in Russia by name, for the map (Nominatim or our cities)',
        description:
          'A trimmed query under 2 characters gives `data: []` without asking the geocoder. Limited to ' +
          '60 requests a minute per client address (429); with the public Nominatim also to one ' +
          'request a second in all. When the geocoder fails: 502 `Ошибка при поиске адреса на карте`.',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeReplySchema },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (tooShort(query)) return { data: [] };
      await throttle(`geocode:${request.ip}`, placesLimits.geocodePerIp);
      if (geocoderGlobalLimit) await throttle('geocode:all', placesLimits.publicNominatim);
      try {
        return { data: await geocoder.search(query) };
      } catch (err) {
        logFailure(request, geocoder.name, err);
        throw badGateway(messages.geocoderError);
      }
    },
  );
};

function logFailure(request: FastifyRequest, provider: string, err: unknown) {
  request.log.warn({ err, provider }, 'place provider failed');
}
