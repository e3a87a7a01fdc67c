import type { AddressSuggestion } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { cityNamed, citiesMatching, type CityRow } from './cities.ts';
import { suggestionsCount, type AddressSuggester, type CityContext } from './suggester.ts';

type Place = Pick<CityRow, 'name' | 'region' | 'latitude' | 'longitude'>;

/**
 * Suggestions from our cities table, for running without a DaData key: cities by name or region, and
 * for «Город, улица, дом» (or a street typed in the ad's city) the address in that city at the
 * city's coordinates, so the form still gets a point on the map. No streets, houses or postal codes.
 */
export class LocalSuggester implements AddressSuggester {
  readonly name = 'local';

  constructor(private readonly db: Db) {}

  async suggest(query: string, city?: CityContext): Promise<AddressSuggestion[]> {
    const text = query.trim().replace(/\s+/g, ' ');
    const [head = '', ...rest] = text.split(',').map((part) => part.trim());
    const street = rest.filter((part) => part !== '');
    if (street.length > 0) {
      const named = await cityNamed(this.db, head);
      if (named) return [inCity(named, street)];
    }
    const cities = await citiesMatching(this.db, text, suggestionsCount);
    const exactCity = cities.some((c) => c.name.toLocaleLowerCase('ru') === text.toLocaleLowerCase('ru'));
    // In the ad's city whatever is not a city's name is read as its street.
    const streetHere = city && !exactCity ? [inCity(city, [head, ...street])] : [];
    return [...streetHere, ...cities.map(cityOnly)].slice(0, suggestionsCount);
  }
}

const cityLabel = (place: Place) =>
  place.region === place.name ? `г ${place.name}` : `${place.region}, г ${place.name}`;

function cityOnly(place: Place): AddressSuggestion {
  return {
    value: cityLabel(place),
    data: { ...placeData(place), street: null, house: null },
  };
}

/** «улица[, дом]» in the city: the first part is the street, the second (if any) the house. */
function inCity(place: Place, parts: string[]): AddressSuggestion {
  const [street = '', house] = parts;
  return {
    value: [cityLabel(place), ...parts].join(', '),
    data: { ...placeData(place), street, house: house ?? null },
  };
}

function placeData(place: Place) {
  return {
    postal_code: null,
    region: place.region,
    city: place.name,
    geo_lat: String(place.latitude),
    geo_lon: String(place.longitude),
    fias_id: null,
  };
}
