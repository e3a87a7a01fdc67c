import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsReply } from '@mp/contract';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let cityId = 0;
let userId = 0;
let cars = { id: 0, categoryId: 0 };
let scooters = { id: 0, categoryId: 0 };

const add = (name: string, subcategory: { id: number; categoryId: number }, hours: number, isVip = false) =>
  createProduct(ctx.database.db, { name, subcategory, cityId, userId, createdAt: hoursAgo(hours), isVip });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  cityId = (await createCity(db, { name: 'Москва' })).id;
  userId = (await createUser(db)).id;
  const transport = await createCategory(db, { name: 'Транспорт' });
  const sport = await createCategory(db, { name: 'Спорт' });
  cars = await createSubcategory(db, transport.id, { name: 'Автомобили', synonyms: 'машина авто' });
  scooters = await createSubcategory(db, sport.id, {
    name: 'Самокаты и гироскутеры',
    synonyms: 'самокат электросамокат',
  });
  // Issue 26: two ads titled with the word, filed where the form put them (the first subcategory),
  // older than a dozen scooters that have the word only through their subcategory's synonyms, some VIP.
  await add('Электросамокат городской mwyj8ays', cars, 30);
  await add('Электросамокат Kugoo M4', cars, 40);
  for (let n = 1; n <= 12; n++) await add(`Kugoo S${n}`, scooters, n, n % 4 === 0);
  // Another run's ad whose name's timestamp (`Date.now().toString(36)`) happens to be letters only.
  await add('Велосипед горный mwyjaxqk', cars, 2);
  await add('Видеокарта Palit RTX4090', cars, 3);
  await add('Samsung Galaxy A52', cars, 3);
  await db.execute(sql`select refresh_search_words()`);
});
afterAll(() => ctx.close());

async function search(query: Record<string, string>): Promise<ProductsReply & { names: string[] }> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/products', query });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<ProductsReply>();
  return { ...reply, names: reply.products_in_selected_cities.data.map((ad) => ad.name) };
}

describe('the order of a text search', () => {
  it('puts ads whose name begins with the words before those that have them through their subcategory', async () => {
    const { names } = await search({ search: 'электросамокат' });
    expect(names).toHaveLength(14);
    expect(names.slice(0, 2)).toEqual(['Электросамокат городской mwyj8ays', 'Электросамокат Kugoo M4']);
    // VIP first among the scooters, as among any equally relevant ads.
    expect(names.slice(2, 5)).toEqual(['Kugoo S4', 'Kugoo S8', 'Kugoo S12']);
    // The relevance is the default order's only: the newest stay first when asked for.
    const newest = await search({ search: 'электросамокат', sort: 'created_at' });
    expect(newest.names.slice(0, 2)).toEqual(['Kugoo S1', 'Kugoo S2']);
    expect(newest.names.slice(-2)).toEqual(['Электросамокат городской mwyj8ays', 'Электросамокат Kugoo M4']);
  });
});

describe('a word with digits', () => {
  it('finds its ad as typed, its letters never read as a typo or an unfinished word', async () => {
    for (const typed of ['mwyj8ays', 'MWYJ8AYS']) {
      const reply = await search({ search: typed });
      expect(reply.searched_as).toBeUndefined();
      expect(reply.names).toEqual(['Электросамокат городской mwyj8ays']);
    }
    expect((await search({ search: 'rtx4090' })).names).toEqual(['Видеокарта Palit RTX4090']);
    expect((await search({ search: 'a52' })).names).toEqual(['Samsung Galaxy A52']);
    expect((await search({ search: 'электросамокат mwyj8ays' })).names).toEqual([
      'Электросамокат городской mwyj8ays',
    ]);
  });
});
