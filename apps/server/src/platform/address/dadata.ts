import { z } from 'zod';
import type { AddressSuggestion } from '@mp/contract';
import {
  AddressProviderError,
  suggestionsCount,
  type AddressSuggester,
  type CityContext,
} from './suggester.ts';

export const dadataEndpoint = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const number = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)));

const replySchema = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        postal_code: text,
        region: text,
        city: text,
        settlement: text,
        street: text,
        house: text,
        geo_lat: number,
        geo_lon: number,
        fias_id: text,
      }),
    }),
  ),
});

/**
 * DaData's address suggestions (https://dadata.ru/api/suggest/address/): a POST with the query, 10
 * items, bounds region→house (no countries or flats) and, when the ad's city is known, its name as
 * the location restriction (`restrict_value: false`: the value stays a whole address with the city).
 * A 401/403 is DaData refusing the key (disabled, wrong, or without suggestions): `token`. The data
 * fields are DaData's own of the same names (`city` falls back to `settlement`).
 */
export class DadataSuggester implements AddressSuggester {
  readonly name = 'dadata';

  constructor(
    private readonly apiKey: string,
    private readonly endpoint = dadataEndpoint,
    private readonly timeoutMs = 3000,
  ) {}

  async suggest(query: string, city?: CityContext): Promise<AddressSuggestion[]> {
    const body = {
      query,
      count: suggestionsCount,
      from_bound: { value: 'region' },
      to_bound: { value: 'house' },
      restrict_value: false,
      ...(city ? { locations: [{ city: city.name }] } : {}),
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: `Token ${this.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new AddressProviderError('unavailable', 'DaData is unreachable or too slow', { cause: err });
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new AddressProviderError('token', `DaData refused the API key (HTTP ${response.status})`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AddressProviderError('unavailable', `DaData answered HTTP ${response.status}`);
    }
    const reply = replySchema.safeParse(await response.json().catch(() => undefined));
    if (!reply.success) throw new AddressProviderError('unavailable', 'DaData sent an unreadable reply');
    return reply.data.suggestions.slice(0, suggestionsCount).map(({ value, data }) => ({
      value,
      data: {
        postal_code: data.postal_code,
        region: data.region,
        // A village or town outside any city is DaData's `settlement`.
        city: data.city ?? data.settlement,
        street: data.street,
        house: data.house,
        geo_lat: data.geo_lat,
        geo_lon: data.geo_lon,
        fias_id: data.fias_id,
      },
    }));
  }
}
