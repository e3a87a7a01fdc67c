import { z } from 'zod';
import type { GeocodeResult } from '@mp/contract';
import { GeocoderError, geocodeLimit, type Geocoder } from './geocoder.ts';

export const nominatimEndpoint = 'https://nominatim.openstreetmap.org/search';

/** Nominatim sends coordinates as strings; one that is not a number drops that place, not the reply. */
const coordinate = z.union([z.string(), z.number()]).transform(Number);
const replySchema = z.array(z.object({ display_name: z.string(), lat: coordinate, lon: coordinate }));

/**
 * Nominatim's search (https://nominatim.org/release-docs/latest/api/Search/): GET with q,
 * format=json, limit 10, countrycodes=ru and answers in Russian. The public instance's policy
 * (https://operations.osmfoundation.org/policies/nominatim/) asks for a User-Agent naming the
 * application and at most one request a second, which the route enforces for it.
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';

  constructor(
    private readonly userAgent: string,
    private readonly endpoint = nominatimEndpoint,
    private readonly timeoutMs = 3000,
  ) {}

  async search(query: string): Promise<GeocodeResult[]> {
    const url = new URL(this.endpoint);
    url.search = new URLSearchParams({
      q: query,
      format: 'json',
      limit: String(geocodeLimit),
      countrycodes: 'ru',
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.userAgent, 'accept-language': 'ru', accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new GeocoderError('Nominatim is unreachable or too slow', { cause: err });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderError(`Nominatim answered HTTP ${response.status}`);
    }
    const reply = replySchema.safeParse(await response.json().catch(() => undefined));
    if (!reply.success) throw new GeocoderError('Nominatim sent an unreadable reply');
    return reply.data
      .filter((place) => Number.isFinite(place.lat) && Number.isFinite(place.lon))
      .slice(0, geocodeLimit)
      .map(({ display_name, lat, lon }) => ({ display_name, lat, lon }));
  }
}
