import { describe, expect, it } from 'vitest';
import { buildSearchUrl } from './search-url.ts';
import {
  emptyFilters,
  filtersToParams,
  parseFilters,
  parseNumberInput,
  resetFilters,
  toUrlParams,
  withCategory,
  type ProductFilters,
} from './search-params.ts';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('reads every API-named parameter and repeated filter[name]', () => {
    const filters = parse(
      'search=велосипед&category_id=4&subcategory_id=41&price_from=1000&price_to=5000&sort=price&vip=1' +
        '&period=7d&ad_status=used&seller_type=company&filter[brand]=Stels&filter[brand]=Forward&filter[year]=2010-2020',
    );
    expect(filters).toEqual<ProductFilters>({
      search: 'велосипед',
      category_id: 4,
      subcategory_id: 41,
      price_from: 1000,
      price_to: 5000,
      sort: 'price',
      vip: true,
      period: '7d',
      ad_status: 'used',
      seller_type: 'company',
      filters: { brand: ['Stels', 'Forward'], year: ['2010-2020'] },
    });
  });

  it('accepts query as the search text and ignores junk', () => {
    const filters = parse(
      'query=%20диван%20&category_id=abc&sort=random&period=1y&ad_status=broken&price_from=12 500',
    );
    expect(filters).toEqual<ProductFilters>({ ...emptyFilters, search: 'диван', price_from: 12500 });
  });

  it('defaults to every period and no filters', () => {
    expect(parse('')).toEqual(emptyFilters);
  });
});

describe('URL round trip', () => {
  it('what the page writes with buildSearchUrl, it reads back the same', () => {
    const filters: ProductFilters = {
      ...emptyFilters,
      search: 'iphone 15',
      subcategory_id: 11,
      price_to: 90000,
      vip: true,
      period: '24h',
      filters: { brand: ['Apple'], memory: ['128-'], delivery: ['1'] },
    };
    const url = new URL(buildSearchUrl('москва', toUrlParams(filters)), 'http://localhost');
    expect(decodeURIComponent(url.pathname)).toBe('/search/москва');
    expect(parseFilters(url.searchParams)).toEqual(filters);
  });

  it('leaves the default period out of the URL', () => {
    expect(buildSearchUrl('россия', toUrlParams({ ...emptyFilters, sort: 'created_at' }))).toBe(
      `/search/${encodeURIComponent('россия')}?sort=created_at`,
    );
  });
});

describe('filtersToParams', () => {
  it('names API parameters, repeats filter[name] and drops defaults', () => {
    const params = filtersToParams({ ...emptyFilters, vip: true, filters: { brand: ['A', 'B'], empty: [] } });
    expect(params).toMatchObject({ vip: 1, period: undefined, 'filter[brand]': ['A', 'B'] });
    expect(params).not.toHaveProperty('filter[empty]');
  });
});

describe('filter edits', () => {
  it('changing the category drops the subcategory and its dynamic filters', () => {
    const before: ProductFilters = {
      ...emptyFilters,
      category_id: 1,
      subcategory_id: 11,
      price_from: 5,
      filters: { brand: ['A'] },
    };
    expect(withCategory(before, 6)).toEqual({ ...emptyFilters, category_id: 6, price_from: 5 });
  });

  it('reset keeps only the search text and the sort', () => {
    const before: ProductFilters = {
      ...emptyFilters,
      search: 'x',
      sort: 'price',
      vip: true,
      period: '7d',
      category_id: 1,
    };
    expect(resetFilters(before)).toEqual({ ...emptyFilters, search: 'x', sort: 'price' });
  });
});

describe('typed numbers', () => {
  it('parses typed numbers with spaces and a decimal comma', () => {
    expect(parseNumberInput('1 500')).toBe(1500);
    expect(parseNumberInput('1,6 л')).toBe(1.6);
    expect(parseNumberInput('')).toBeUndefined();
  });
});
