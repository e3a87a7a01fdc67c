import { describe, expect, it } from 'vitest';
import { searchTitle } from './search-title.ts';

describe('searchTitle', () => {
  it('says what, where and how many, with the Russian plural', () => {
    expect(searchTitle({ subcategory: 'Велосипеды', category: 'Спорт' }, 'Москва', 25)).toBe(
      'Велосипеды в Москве — 25 объявлений',
    );
    expect(searchTitle({ category: 'Спорт' }, 'Казань', 1)).toBe('Спорт в Казани — 1 объявление');
    expect(searchTitle({ search: ' диван ' }, null, 1234)).toBe('«диван» в России — 1\u00a0234 объявления');
  });

  it('says «Объявления» without a subject, and leaves the count out until it is known', () => {
    expect(searchTitle({}, 'Владимир')).toBe('Объявления во Владимире');
  });
});
