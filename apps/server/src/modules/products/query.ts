import {
  filterNameOfKey,
  type AutocompleteQuery,
  type AutocompleteQuerystring,
  type ProductsQuery,
  type ProductsQuerystring,
} from '@mp/contract';

const maxCities = 200;
const maxFilters = 30;
const maxFilterValues = 50;
const maxFilterValueLength = 100;

type ListParam = string | string[] | undefined;

const asList = (value: ListParam): string[] => (value === undefined ? [] : [value].flat());

/**
 * `city_id[]` and `city_id`, each one or repeated: distinct positive int4 ids. Entries that are not
 * ids (`x`, `-1`, `1.5`) are ignored rather than rejected: a stale city in a saved URL should not
 * break the search.
 */
export function parseCityIds(raw: { 'city_id[]'?: ListParam; city_id?: ListParam }): number[] {
  const ids = new Set<number>();
  for (const entry of [...asList(raw['city_id[]']), ...asList(raw.city_id)]) {
    const id = /^\s*\d{1,10}\s*$/.test(entry) ? Number(entry) : Number.NaN;
    if (id >= 1 && id <= 2_147_483_647) ids.add(id);
    if (ids.size === maxCities) break;
  }
  return [...ids];
}

/** `filter[name]=v` (repeated, or `filter[name][]`): name → non-empty trimmed values. */
export function parseFilterParams(raw: Record<string, unknown>): Record<string, string[]> {
  // Keyed by the visitor's names (`filter[__proto__]` too), so a Map, not an object with a prototype.
  const filters = new Map<string, string[]>();
  for (const [key, value] of Object.entries(raw)) {
    const name = filterNameOfKey(key);
    if (name === undefined || (filters.size === maxFilters && !filters.has(name))) continue;
    const values = asList(value as ListParam)
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.length <= maxFilterValueLength);
    if (values.length > 0)
      filters.set(name, [...new Set([...(filters.get(name) ?? []), ...values])].slice(0, maxFilterValues));
  }
  return Object.fromEntries(filters);
}

/** The validated raw query string of `GET /products` as the service's `ProductsQuery`. */
export function parseProductsQuery(raw: ProductsQuerystring): ProductsQuery {
  return {
    city_ids: parseCityIds(raw),
    category_id: raw.category_id,
    subcategory_id: raw.subcategory_id,
    search: raw.search || undefined,
    exact: raw.exact || undefined,
    in_cities_page: raw.in_cities_page ?? 1,
    other_page: raw.other_page,
    sort: raw.sort,
    vip: raw.vip || undefined,
    price_from: raw.price_from,
    price_to: raw.price_to,
    period: raw.period ?? 'all',
    ad_status: raw.ad_status,
    seller_type: raw.seller_type,
    filters: parseFilterParams(raw),
  };
}

export function parseAutocompleteQuery(raw: AutocompleteQuerystring): AutocompleteQuery {
  return { q: raw.q ?? '', city_ids: parseCityIds(raw) };
}
