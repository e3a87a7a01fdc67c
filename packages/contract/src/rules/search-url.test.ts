import { describe, expect, it } from 'vitest';
import { buildSearchUrl, citySlug } from './search-url.ts';

describe('citySlug', () => {
  it('is the lower-case city name, or россия for all of Russia', () => {
    expect(citySlug({ name: 'Нижний Новгород' })).toBe('нижний новгород');
    expect(citySlug(null)).toBe('россия');
  });
});

describe('buildSearchUrl', () => {
  const decoded = (url: string) => decodeURIComponent(url);

  it('puts the city in the path and API-named parameters in the query', () => {
    expect(
      decoded(buildSearchUrl('москва', { search: 'диван', category_id: 3, sort: 'price', vip: true })),
    ).toBe('/search/москва?search=диван&category_id=3&sort=price&vip=1');
  });

  it('repeats filter[name] for each value and skips empty values', () => {
    const url = buildSearchUrl(null, {
      search: '',
      vip: false,
      filters: { color: ['red', 'blue'], memory: [] },
    });
    expect(decoded(url)).toBe('/search/россия?filter[color]=red&filter[color]=blue');
  });

  it('round-trips through URLSearchParams', () => {
    const url = new URL(
      buildSearchUrl('санкт-петербург', { price_from: 100, price_to: 5000, period: '7d' }),
      'http://x',
    );
    expect(decodeURIComponent(url.pathname)).toBe('/search/санкт-петербург');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      price_from: '100',
      price_to: '5000',
      period: '7d',
    });
  });
});
