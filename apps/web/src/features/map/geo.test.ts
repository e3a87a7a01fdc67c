import { describe, expect, it } from 'vitest';
import { bboxSchema } from '@mp/contract';
import { emptyFilters } from '../../shared/search-params.ts';
import { toQueryString } from '../../shared/api/http.ts';
import {
  initialView,
  isEmptyBbox,
  mapPointsParams,
  normalizeBbox,
  placeMapUrl,
  russiaView,
  viewFromUrl,
} from './geo.ts';

const moscow = { latitude: 55.75, longitude: 37.62 };

describe('initialView', () => {
  it('starts at the chosen city at zoom 11', () => {
    expect(initialView(moscow)).toEqual({ center: [55.75, 37.62], zoom: 11 });
  });

  it('shows Russia when no city is chosen', () => {
    expect(initialView(null)).toBe(russiaView);
    expect(russiaView.zoom).toBeLessThanOrEqual(4);
  });
});

describe('normalizeBbox', () => {
  it('rounds to five decimals and keeps a normal view', () => {
    expect(normalizeBbox({ west: 37.1234567, south: 55.5, east: 38.0000049, north: 56 })).toEqual({
      west: 37.12346,
      south: 55.5,
      east: 38,
      north: 56,
    });
  });

  it('asks for every longitude when the view is wider than the world or wraps', () => {
    expect(normalizeBbox({ west: -400, south: -100, east: 400, north: 100 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(normalizeBbox({ west: 170, south: 50, east: 190, north: 60 })).toMatchObject({
      west: -180,
      east: 180,
    });
  });

  it('always gives a box the contract accepts', () => {
    for (const raw of [
      { west: -200, south: -95, east: 10, north: 95 },
      { west: 100, south: 40, east: 200, north: 80 },
      { west: 30, south: 50, east: 40, north: 60 },
    ]) {
      const box = normalizeBbox(raw);
      expect(bboxSchema.safeParse(`${box.west},${box.south},${box.east},${box.north}`).success).toBe(true);
    }
  });

  it('tells an empty box (a map without size) apart', () => {
    expect(isEmptyBbox({ west: 37, south: 55, east: 37, north: 55 })).toBe(true);
    expect(isEmptyBbox({ west: 37, south: 55, east: 38, north: 56 })).toBe(false);
  });
});

describe('mapPointsParams', () => {
  it('sends the box and the search filters under the products API names, without the sort', () => {
    const qs = toQueryString(
      mapPointsParams(
        {
          ...emptyFilters,
          search: 'диван',
          category_id: 3,
          subcategory_id: 31,
          price_from: 1000,
          price_to: 5000,
          vip: true,
          period: '7d',
          ad_status: 'new',
          seller_type: 'company',
          sort: 'price',
          filters: { color: ['red', 'blue'] },
        },
        { west: 37.1, south: 55.5, east: 38.2, north: 56 },
      ),
    );
    const params = new URLSearchParams(qs);
    expect(params.get('bbox')).toBe('37.1,55.5,38.2,56');
    expect(params.get('search')).toBe('диван');
    expect(params.get('category_id')).toBe('3');
    expect(params.get('subcategory_id')).toBe('31');
    expect(params.get('price_from')).toBe('1000');
    expect(params.get('price_to')).toBe('5000');
    expect(params.get('vip')).toBe('1');
    expect(params.get('period')).toBe('7d');
    expect(params.get('ad_status')).toBe('new');
    expect(params.get('seller_type')).toBe('company');
    expect(params.getAll('filter[color]')).toEqual(['red', 'blue']);
    expect(params.has('sort')).toBe(false);
  });

  it('leaves the defaults out', () => {
    const qs = toQueryString(mapPointsParams(emptyFilters, { west: 30, south: 50, east: 40, north: 60 }));
    expect(qs).toBe('?bbox=30%2C50%2C40%2C60');
  });
});

describe('viewFromUrl', () => {
  it('opens the place of the product page’s link close up', () => {
    const url = new URL(placeMapUrl(55.76, 37.61), 'http://localhost');
    expect(url.pathname).toBe('/map');
    expect(viewFromUrl(url.searchParams)).toEqual({ center: [55.76, 37.61], zoom: 15 });
  });

  it('ignores a missing or impossible place', () => {
    expect(viewFromUrl(new URLSearchParams('category_id=1'))).toBeNull();
    expect(viewFromUrl(new URLSearchParams('lat=55&lng='))).toBeNull();
    expect(viewFromUrl(new URLSearchParams('lat=95&lng=37'))).toBeNull();
    expect(viewFromUrl(new URLSearchParams('lat=abc&lng=37'))).toBeNull();
  });
});
