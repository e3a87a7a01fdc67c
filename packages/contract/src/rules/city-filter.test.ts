import { describe, expect, it } from 'vitest';
import { autocompleteCities, filterCitiesByName } from './city-filter.ts';

const city = (name: string, region: string) => ({ name, region });
const cities = [
  city('Москва', 'Москва'),
  city('Санкт-Петербург', 'Санкт-Петербург'),
  city('Новосибирск', 'Новосибирская'),
  city('Химки', 'Московская'),
  city('Подольск', 'Московская'),
  city('Орёл', 'Орловская'),
  city('Бердск', 'Новосибирская'),
];

describe('filterCitiesByName', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(filterCitiesByName(cities, 'МОС').map((c) => c.name)).toEqual(['Москва']);
    expect(filterCitiesByName(cities, 'ск').map((c) => c.name)).toEqual([
      'Москва',
      'Новосибирск',
      'Подольск',
      'Бердск',
    ]);
  });

  it('does not match the region', () => {
    expect(filterCitiesByName(cities, 'Московская')).toEqual([]);
  });

  it('treats ё as е', () => {
    expect(filterCitiesByName(cities, 'орел').map((c) => c.name)).toEqual(['Орёл']);
  });

  it('keeps all cities for a blank query', () => {
    expect(filterCitiesByName(cities, '  ')).toHaveLength(cities.length);
  });
});

describe('autocompleteCities', () => {
  it('also matches the region, name matches first', () => {
    expect(autocompleteCities(cities, 'москов').map((c) => c.name)).toEqual(['Химки', 'Подольск']);
    expect(autocompleteCities(cities, 'новосиб').map((c) => c.name)).toEqual(['Новосибирск', 'Бердск']);
  });

  it('ranks names starting with the query above other name matches', () => {
    expect(
      autocompleteCities(cities, 'с')
        .map((c) => c.name)
        .slice(0, 1),
    ).toEqual(['Санкт-Петербург']);
  });

  it('returns at most 10 entries', () => {
    const many = Array.from({ length: 25 }, (_, i) => city(`Город ${i}`, 'Область'));
    expect(autocompleteCities(many, 'город')).toHaveLength(10);
    expect(autocompleteCities(many, '')).toHaveLength(10);
  });

  it('returns nothing when neither name nor region matches', () => {
    expect(autocompleteCities(cities, 'лондон')).toEqual([]);
  });
});
