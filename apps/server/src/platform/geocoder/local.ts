import type { GeocodeResult } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { citiesMatching } from '../address/cities.ts';
import { geocodeLimit, type Geocoder } from './geocoder.ts';

/**
 * Our cities by name or region, for running without an external geocoder: «Казань» or «Татарстан»
 * finds the city and moves the map there; «Казань, Баумана» finds Казань.
 */
export class LocalGeocoder implements Geocoder {
  readonly name = 'local';

  constructor(private readonly db: Db) {}

  async search(query: string): Promise<GeocodeResult[]> {
    const [head = ''] = query.split(',');
    const text = head.trim().replace(/\s+/g, ' ');
    if (text === '') return [];
    const cities = await citiesMatching(this.db, text, geocodeLimit);
    return cities.map((city) => ({
      display_name:
        city.region === city.name ? `${city.name}, Россия` : `${city.name}, ${city.region}, Россия`,
      lat: city.latitude,
      lon: city.longitude,
    }));
  }
}
