import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressSuggestionsQuerySchema,
  addressSuggestionsReplySchema,
  geocodeQuerySchema,
  geocodeReplySchema,
} from '@mp/contract';
import type { PlacesService } from './service.ts';

/** Address suggestions and the map's place search: public, limited per client address. */
export const placesRoutes: FastifyPluginAsyncZod<{ service: PlacesService }> = async (app, { service }) => {
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
    async (request) => ({ data: await service.suggestAddresses(request.query, request.ip) }),
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
    async (request) => ({ data: await service.geocode(request.query.q, request.ip) }),
  );
};
