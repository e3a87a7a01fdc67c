import {
  adStatusValues,
  filterNameOfKey,
  filterParamKey,
  parsePriceInput,
  periodValues,
  sellerTypeValues,
  sortValues,
  type Period,
} from '@mp/contract';
import type { QueryValue } from './api/http.ts';
import type { SearchUrlParams } from './search-url.ts';

/**
 * Everything the search screen filters by; lives in the URL of /search so results are shareable.
 * The URL's parameters, with the period always set and dynamic filters as mutable lists
 * (select → chosen values, range → one `from-to` string, checkbox → `['1']`).
 */
export interface ProductFilters extends Omit<SearchUrlParams, 'period' | 'filters'> {
  period: Period;
  filters: Record<string, string[]>;
}

export const emptyFilters: ProductFilters = { period: 'all', filters: {} };

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

function price(raw: string | null): number | undefined {
  return raw === null ? undefined : parsePriceInput(raw);
}

/** Reads the filters from the /search query string; unknown or malformed values are ignored. */
export function parseFilters(params: URLSearchParams): ProductFilters {
  const search = (params.get('search') ?? params.get('query') ?? '').trim();
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const name = filterNameOfKey(key);
    if (!name || value === '') continue;
    const list = (filters[name] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return {
    search: search || undefined,
    exact: search !== '' && params.get('exact') === '1' ? true : undefined,
    category_id: positiveInt(params.get('category_id')),
    subcategory_id: positiveInt(params.get('subcategory_id')),
    price_from: price(params.get('price_from')),
    price_to: price(params.get('price_to')),
    sort: oneOf(sortValues, params.get('sort')),
    vip: params.get('vip') === '1' || params.get('vip') === 'true' ? true : undefined,
    period: oneOf(periodValues, params.get('period')) ?? 'all',
    ad_status: oneOf(adStatusValues, params.get('ad_status')),
    seller_type: oneOf(sellerTypeValues, params.get('seller_type')),
    filters,
  };
}

/**
 * The API parameters of the filters, with the same names the URL uses: `filter[name]` repeated,
 * defaults (period all, no sort) left out.
 */
export function filtersToParams(filters: ProductFilters): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {
    search: filters.search,
    exact: filters.exact ? 1 : undefined,
    category_id: filters.category_id,
    subcategory_id: filters.subcategory_id,
    price_from: filters.price_from,
    price_to: filters.price_to,
    sort: filters.sort,
    vip: filters.vip ? 1 : undefined,
    period: filters.period === 'all' ? undefined : filters.period,
    ad_status: filters.ad_status,
    seller_type: filters.seller_type,
  };
  for (const [name, values] of Object.entries(filters.filters)) {
    if (values.length > 0) params[filterParamKey(name)] = values;
  }
  return params;
}

/** The filters as the shell's /search URL builder takes them; the default period is left out. */
export function toUrlParams(filters: ProductFilters): SearchUrlParams {
  return { ...filters, period: filters.period === 'all' ? undefined : filters.period };
}

/** Removing the category also drops its subcategory and the subcategory's dynamic filters. */
export function withCategory(filters: ProductFilters, category_id: number | undefined): ProductFilters {
  return { ...filters, category_id, subcategory_id: undefined, filters: {} };
}

export function withSubcategory(filters: ProductFilters, subcategory_id: number | undefined): ProductFilters {
  return { ...filters, subcategory_id, filters: {} };
}

export function withDynamic(filters: ProductFilters, name: string, values: string[]): ProductFilters {
  const next = { ...filters.filters };
  if (values.length > 0) next[name] = values;
  else delete next[name];
  return { ...filters, filters: next };
}

/** «Сбросить всё»: every filter goes, the search text (as typed or as read) and the chosen sort stay. */
export function resetFilters(filters: ProductFilters): ProductFilters {
  return { ...emptyFilters, search: filters.search, exact: filters.exact, sort: filters.sort };
}

/** A number typed by hand: spaces and other characters go, a comma counts as the decimal point. */
export function parseNumberInput(input: string): number | undefined {
  const cleaned = input.replace(',', '.').replace(/[^\d.]/g, '');
  const match = /^\d+(?:\.\d+)?/.exec(cleaned);
  return match ? Number(match[0]) : undefined;
}
