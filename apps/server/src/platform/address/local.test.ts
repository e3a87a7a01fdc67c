import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedReference } from '../../seed/reference.ts';
import { createTestDatabase } from '../../test/database.ts';
import { LocalGeocoder } from '../geocoder/local.ts';
import { cityNamed } from './cities.ts';
import { LocalSuggester } from './local.ts';

// The real reference cities (1,117 of them), as a fresh install has them.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedReference(database.db);
});
afterAll(() => database.close());

const values = (list: { value: string }[]) => list.map((item) => item.value);

describe('LocalSuggester (our cities, no key)', () => {
  it('finds cities by the beginning of their name, the exact and the biggest first', async () => {
    const kazan = (await cityNamed(database.db, 'Казань'))!;
    const suggestions = await new LocalSuggester(database.db).suggest('казан');
    expect(suggestions[0]).toEqual({
      value: 'Республика Татарстан, г Казань',
      data: {
        postal_code: null,
        region: 'Республика Татарстан',
        city: 'Казань',
        street: null,
        house: null,
        geo_lat: String(kazan.latitude),
        geo_lon: String(kazan.longitude),
        fias_id: null,
      },
    });
    const moscow = await new LocalSuggester(database.db).suggest('Москва');
    expect(moscow[0]?.value).toBe('г Москва');
  });

  it('finds the cities of a region, at most 10', async () => {
    const suggestions = await new LocalSuggester(database.db).suggest('Московская');
    expect(suggestions).toHaveLength(10);
    expect(suggestions.every((s) => s.data.region === 'Московская область')).toBe(true);
  });

  it('reads «Город, улица, дом» as that address at the city’s coordinates', async () => {
    const kazan = (await cityNamed(database.db, 'Казань'))!;
    expect(await new LocalSuggester(database.db).suggest('казань,  ул Баумана , 5')).toEqual([
      {
        value: 'Республика Татарстан, г Казань, ул Баумана, 5',
        data: {
          postal_code: null,
          region: 'Республика Татарстан',
          city: 'Казань',
          street: 'ул Баумана',
          house: '5',
          geo_lat: String(kazan.latitude),
          geo_lon: String(kazan.longitude),
          fias_id: null,
        },
      },
    ]);
  });

  it('reads a street typed in the ad’s city as an address there, before any city', async () => {
    const tver = (await cityNamed(database.db, 'Тверь'))!;
    const suggestions = await new LocalSuggester(database.db).suggest('Советская, 12', tver);
    expect(suggestions[0]).toMatchObject({
      value: 'Тверская область, г Тверь, Советская, 12',
      data: { city: 'Тверь', street: 'Советская', house: '12', geo_lat: String(tver.latitude) },
    });
    // A city's own name stays a city.
    expect(values(await new LocalSuggester(database.db).suggest('Тверь', tver))[0]).toBe(
      'Тверская область, г Тверь',
    );
  });

  it('finds nothing for what is no city, and treats % and _ as letters', async () => {
    expect(await new LocalSuggester(database.db).suggest('Зззыыы')).toEqual([]);
    expect(await new LocalSuggester(database.db).suggest('%%')).toEqual([]);
    expect(await new LocalSuggester(database.db).suggest('__')).toEqual([]);
  });
});

describe('LocalGeocoder (our cities)', () => {
  it('finds a city by name or region, and the city of «Город, улица»', async () => {
    const geocoder = new LocalGeocoder(database.db);
    const kazan = (await cityNamed(database.db, 'Казань'))!;
    expect((await geocoder.search('Казань, Баумана 5'))[0]).toEqual({
      display_name: 'Казань, Республика Татарстан, Россия',
      lat: kazan.latitude,
      lon: kazan.longitude,
    });
    expect((await geocoder.search('санкт-петербург'))[0]?.display_name).toBe('Санкт-Петербург, Россия');
    expect(await geocoder.search('Татарстан')).toHaveLength(10);
    expect(await geocoder.search('Зззыыы')).toEqual([]);
  });
});
