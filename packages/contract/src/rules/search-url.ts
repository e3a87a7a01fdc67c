import type { AdStatus, Period, SellerType, SortValue } from '../constants.ts';
import type { ProductsQuery } from '../schemas/products.ts';
import { filterParamKey } from './filter-params.ts';

/** The `:city` segment of the search page (`/search/:city`) for all of Russia (spec §2: the search id defaults to россия). */
export const allRussiaSlug = 'россия';
export const searchRoutePath = '/search/:city';

/** `/search/<city>` segment: the selected city's name in lower case, or `россия` for no city. */
export function citySlug(city: { name: string } | null): string {
  return city ? city.name.toLocaleLowerCase('ru') : allRussiaSlug;
}

/** Search filters as they travel in the URL, named as the products API names them (spec §7). */
export interface SearchUrlParams {
  search?: string;
  /** Search the text exactly as typed (no typo or keyboard-layout reading). */
  exact?: boolean;
  category_id?: number;
  subcategory_id?: number;
  price_from?: number;
  price_to?: number;
  sort?: SortValue;
  vip?: boolean;
  period?: Period;
  ad_status?: AdStatus;
  seller_type?: SellerType;
  /** `filter[name]`, repeated for each value. */
  filters?: Record<string, readonly string[]>;
}

const scalarKeys = [
  'search',
  'exact',
  'category_id',
  'subcategory_id',
  'price_from',
  'price_to',
  'sort',
  'vip',
  'period',
  'ad_status',
  'seller_type',
] as const satisfies readonly (keyof SearchUrlParams)[];

/** `/search/москва?search=диван&category_id=3&filter[color]=red`; empty values are left out. */
export function buildSearchUrl(slug: string | null, params: SearchUrlParams = {}): string {
  const query = new URLSearchParams();
  for (const key of scalarKeys) {
    const value = params[key];
    if (value === undefined || value === '' || value === false) continue;
    query.append(key, value === true ? '1' : String(value));
  }
  for (const [name, values] of Object.entries(params.filters ?? {})) {
    for (const value of values) query.append(filterParamKey(name), value);
  }
  const path = `/search/${encodeURIComponent(slug || allRussiaSlug)}`;
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The search page's URL parameters of a parsed products query (its pages and the default period left out). */
export function searchUrlParams(
  query: Omit<ProductsQuery, 'in_cities_page' | 'other_page'>,
): SearchUrlParams {
  return {
    search: query.search,
    exact: query.exact,
    category_id: query.category_id,
    subcategory_id: query.subcategory_id,
    price_from: query.price_from,
    price_to: query.price_to,
    sort: query.sort,
    vip: query.vip,
    period: query.period === 'all' ? undefined : query.period,
    ad_status: query.ad_status,
    seller_type: query.seller_type,
    filters: query.filters,
  };
}
