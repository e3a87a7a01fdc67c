import { describe, expect, it } from 'vitest';
import type { Category, City, Filter } from '@mp/contract';
import { useTestApp } from '../../test/harness.ts';
import { createCategory, createCity, createFilter, createSubcategory } from '../../test/fixtures.ts';

describe('REFERENCE_CACHE_SECONDS', () => {
  let clock = new Date('2026-11-26T12:00:00Z');
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const server = useTestApp({ env: () => ({ REFERENCE_CACHE_SECONDS: '300' }), now: () => clock });

  const read = async () => {
    const categories = (await server.call('GET', '/categories')).json<{ data: Category[] }>().data;
    const cities = (await server.call('GET', '/cities')).json<{ data: City[] }>().data;
    const subcategory = categories[0]!.subcategories[0]!;
    const filters = (await server.call('GET', `/subcategories/${subcategory.id}/filters`)).json<{
      data: Filter[];
    }>().data;
    return {
      categories: categories.map((category) => category.name),
      cities: cities.map((city) => city.name),
      filters: filters.map((filter) => filter.name),
    };
  };

  it('answers categories, filters and cities from memory until they are REFERENCE_CACHE_SECONDS old', async () => {
    const db = server.db;
    const category = await createCategory(db, { name: 'Электроника', position: 1 });
    const subcategory = await createSubcategory(db, category.id, { name: 'Телефоны' });
    await createFilter(db, subcategory.id, {
      name: 'brand',
      label: 'Бренд',
      options: ['Apple'],
      position: 1,
    });
    await createCity(db, { name: 'Тверь', population: 400_000 });
    const first = await read();
    expect(first).toEqual({ categories: ['Электроника'], cities: ['Тверь'], filters: ['brand'] });

    // Written straight into the database: the second read does not reach it.
    await createCategory(db, { name: 'Для дома', position: 2 });
    await createFilter(db, subcategory.id, { name: 'memory', label: 'Память', type: 'range', position: 2 });
    await createCity(db, { name: 'Клин', population: 80_000 });
    later(299);
    expect(await read()).toEqual(first);

    later(1);
    expect(await read()).toEqual({
      categories: ['Электроника', 'Для дома'],
      cities: ['Тверь', 'Клин'],
      filters: ['brand', 'memory'],
    });
  });
});

describe('REFERENCE_CACHE_SECONDS=0', () => {
  const server = useTestApp({ env: () => ({ REFERENCE_CACHE_SECONDS: '0' }) });

  it('reads the catalogue on every request', async () => {
    const names = async () =>
      (await server.call('GET', '/categories')).json<{ data: Category[] }>().data.map((c) => c.name);
    await createCategory(server.db, { name: 'Электроника', position: 1 });
    expect(await names()).toEqual(['Электроника']);
    await createCategory(server.db, { name: 'Для дома', position: 2 });
    expect(await names()).toEqual(['Электроника', 'Для дома']);
  });
});
