import { describe, expect, it } from 'vitest';
import { filterNameOfKey, filterParamKey, formatRangeValue, parseRangeValue } from './filter-params.ts';

describe('filter query keys', () => {
  it('names a filter as filter[name] and reads the name back, with or without []', () => {
    expect(filterParamKey('brand')).toBe('filter[brand]');
    expect(filterNameOfKey(filterParamKey('brand'))).toBe('brand');
    expect(filterNameOfKey('filter[brand][]')).toBe('brand');
  });

  it('ignores keys that are not a filter, nested brackets and overlong names', () => {
    for (const key of [
      'brand',
      'filter[]',
      'filter[a][b]',
      'filter[a]x',
      'xfilter[a]',
      `filter[${'a'.repeat(65)}]`,
    ]) {
      expect(filterNameOfKey(key), key).toBeUndefined();
    }
  });
});

describe('range values', () => {
  it('reads both ends, one end, or one exact number', () => {
    expect(parseRangeValue('2010-2020')).toEqual({ from: 2010, to: 2020 });
    expect(parseRangeValue('2010-')).toEqual({ from: 2010 });
    expect(parseRangeValue('-2020')).toEqual({ to: 2020 });
    expect(parseRangeValue('1.5')).toEqual({ from: 1.5, to: 1.5 });
  });

  it('refuses what is not a range', () => {
    for (const value of ['', '-', 'a-b', '1-2-3', '-1-', '10 - 20', '1e5-', '1234567890123-']) {
      expect(parseRangeValue(value), value).toBeUndefined();
    }
  });

  it('writes what it reads', () => {
    expect(formatRangeValue({ from: 10, to: 20 })).toBe('10-20');
    expect(formatRangeValue({ from: 10 })).toBe('10-');
    expect(formatRangeValue({ to: 20 })).toBe('-20');
    expect(formatRangeValue({})).toBeUndefined();
    expect(parseRangeValue(formatRangeValue({ from: 3, to: 7 })!)).toEqual({ from: 3, to: 7 });
  });
});
