import { describe, expect, it } from 'vitest';
import { adsCountLabel, searchTitle } from './search-title.ts';

const exact = (count: number) => ({ count, estimated: false });

describe('searchTitle', () => {
  it('says what, where and how many, with the Russian plural', () => {
    expect(searchTitle({ subcategory: 'Велосипеды', category: 'Спорт' }, 'Москва', exact(25))).toBe(
      'Велосипеды в Москве — 25 объявлений',
    );
    expect(searchTitle({ category: 'Спорт' }, 'Казань', exact(1))).toBe('Спорт в Казани — 1 объявление');
    expect(searchTitle({ search: ' диван ' }, null, exact(1234))).toBe(
      '«диван» в России — 1\u00a0234 объявления',
    );
  });

  it('says an estimate is one', () => {
    expect(searchTitle({ search: 'квартира' }, 'Москва', { count: 27_000, estimated: true })).toBe(
      '«квартира» в Москве — около 27\u00a0000 объявлений',
    );
    expect(adsCountLabel({ count: 1000, estimated: true })).toBe('около 1\u00a0000 объявлений');
    expect(adsCountLabel(exact(21))).toBe('21 объявление');
  });

  it('says «Объявления» without a subject, and leaves the count out until it is known', () => {
    expect(searchTitle({}, 'Владимир')).toBe('Объявления во Владимире');
  });
});
