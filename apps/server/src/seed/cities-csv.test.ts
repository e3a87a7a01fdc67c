import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords, regionName, toCity } from '../../scripts/cities-csv.ts';

describe('parseCsv', () => {
  it('keeps commas and doubled quotes inside quoted fields', () => {
    const rows = parseCsv('"Респ Адыгея, г Адыгейск",385200,"say ""hi""",\r\nx,,z\n');
    expect(rows).toEqual([
      ['Респ Адыгея, г Адыгейск', '385200', 'say "hi"', ''],
      ['x', '', 'z'],
    ]);
  });

  it('keys records by the header and skips blank lines', () => {
    const records = parseCsvRecords('a,b\n"1,5",2\n\n');
    expect(records).toEqual([{ a: '1,5', b: '2' }]);
  });
});

describe('regionName', () => {
  it.each([
    ['обл', 'Московская', 'Московская область'],
    ['Респ', 'Татарстан', 'Республика Татарстан'],
    ['Респ', 'Удмуртская', 'Удмуртская Республика'],
    ['Респ', 'Саха /Якутия/', 'Республика Саха (Якутия)'],
    ['край', 'Пермский', 'Пермский край'],
    ['АО', 'Ненецкий', 'Ненецкий автономный округ'],
    ['Аобл', 'Еврейская', 'Еврейская автономная область'],
    ['Чувашия', 'Чувашская Республика', 'Чувашская Республика'],
    ['г', 'Москва', 'Москва'],
  ])('%s %s → %s', (type, name, expected) => {
    expect(regionName(type, name)).toBe(expected);
  });
});

describe('toCity', () => {
  const base = {
    geo_lat: '55.75',
    geo_lon: '37.62',
    population: '100',
    area_type: '',
    area: '',
    settlement: '',
  };

  it('names a federal city after its region when the city column is empty', () => {
    expect(toCity({ ...base, region_type: 'г', region: 'Москва', city: '' })).toEqual({
      name: 'Москва',
      region: 'Москва',
      latitude: 55.75,
      longitude: 37.62,
      population: 100,
    });
  });

  it('takes a town recorded as an area', () => {
    const row = {
      ...base,
      region_type: 'обл',
      region: 'Московская',
      city: '',
      area_type: 'г',
      area: 'Одинцово',
    };
    expect(toCity(row).name).toBe('Одинцово');
  });

  it('rejects a row without coordinates', () => {
    expect(() =>
      toCity({ ...base, region_type: 'обл', region: 'Тверская', city: 'Тверь', geo_lat: '' }),
    ).toThrow();
  });
});
