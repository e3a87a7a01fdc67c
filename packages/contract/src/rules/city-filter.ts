import { limits } from '../constants.ts';

export interface NamedCity {
  name: string;
  region: string;
}

/** Case-insensitive, and «ё» matches «е», as Russian users type both (Орёл / Орел). */
const fold = (text: string): string => text.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** Spec §5 city filter: case-insensitive substring of the name; a blank query keeps every city. */
export function filterCitiesByName<T extends NamedCity>(cities: readonly T[], query: string): T[] {
  const needle = fold(query);
  if (!needle) return [...cities];
  return cities.filter((city) => fold(city.name).includes(needle));
}

/**
 * Spec §5 city autocomplete: the name or the region contains the query, at most `max` entries
 * (10). Name matches come first, those starting with the query ahead of the rest; the input order
 * (by population) decides among equals. A blank query gives the first `max` cities.
 */
export function autocompleteCities<T extends NamedCity>(
  cities: readonly T[],
  query: string,
  max: number = limits.cityAutocompleteMax,
): T[] {
  const needle = fold(query);
  if (!needle) return cities.slice(0, max);
  const rank = (city: T): number => {
    const name = fold(city.name);
    if (name.startsWith(needle)) return 0;
    if (name.includes(needle)) return 1;
    return fold(city.region).includes(needle) ? 2 : -1;
  };
  return cities
    .map((city, index) => ({ city, index, rank: rank(city) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, max)
    .map((entry) => entry.city);
}
