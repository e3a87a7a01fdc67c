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
let moscow = 0;
let subcategory = 0;

// 22 ads in Moscow (3 of them VIP) and 2 in Tver; «Обычное N» is N hours old, «VIP N» N + 0.5 hours.
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  moscow = (await createCity(db, { name: 'Москва' })).id;
  const tver = (await createCity(db, { name: 'Тверь' })).id;
  const category = await createCategory(db, { name: 'Хобби' });
  const stamps = await createSubcategory(db, category.id, { name: 'Марки' });
  subcategory = stamps.id;
  const seller = await createUser(db);
  const ad = (name: string, hours: number, values: { isVip?: boolean; cityId?: number } = {}) =>
    createProduct(db, {
      userId: seller.id,
      name,
      subcategory: stamps,
      cityId: moscow,
      createdAt: hoursAgo(hours),
      ...values,
    });
  for (let i = 0; i < 19; i++) await ad(`Обычное ${i}`, i);
  for (let i = 0; i < 3; i++) await ad(`VIP ${i}`, i + 0.5, { isVip: true });
  await ad('Тверское 0', 0.2, { cityId: tver });
  await ad('Тверское VIP', 0.3, { cityId: tver, isVip: true });
});
afterAll(() => ctx.close());

async function feed(query: string): Promise<ProductsReply> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products?subcategory_id=${subcategory}&${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductsReply>();
}
const names = (list: ProductsReply['products_in_selected_cities']) => list.data.map((ad) => ad.name);

describe('the default order: the newest, with VIP ads mixed in', () => {
  it('shows a chosen city’s newest ads with a VIP ad third of every five, then pages on without repeats', async () => {
    const first = await feed(`city_id[]=${moscow}`);
    const page = names(first.products_in_selected_cities);
    expect(page.slice(0, 13)).toEqual([
      'Обычное 0',
      'Обычное 1',
      'VIP 0',
      'Обычное 2',
      'Обычное 3',
      'Обычное 4',
      'Обычное 5',
      'VIP 1',
      'Обычное 6',
      'Обычное 7',
      'Обычное 8',
      'Обычное 9',
      'VIP 2',
    ]);
    expect(page).toHaveLength(20);
    expect(first.products_in_selected_cities.pagination).toMatchObject({ total: 22, last_page: 2 });
    expect(first.other_products.pagination.total).toBe(2);

    const second = names((await feed(`city_id[]=${moscow}&in_cities_page=2`)).products_in_selected_cities);
    expect(second).toEqual(['Обычное 17', 'Обычное 18']);
    expect(new Set([...page, ...second]).size).toBe(22);
  });

  it('mixes all of Russia the same way', async () => {
    const page = names((await feed('')).products_in_selected_cities);
    expect(page.slice(0, 3)).toEqual(['Обычное 0', 'Тверское 0', 'Тверское VIP']);
    expect(page.filter((name) => name.includes('VIP'))).toEqual(['Тверское VIP', 'VIP 0', 'VIP 1', 'VIP 2']);
  });

  it('keeps VIP-only, newest-first and price orders as they were', async () => {
    const vipOnly = names((await feed(`city_id[]=${moscow}&vip=1`)).products_in_selected_cities);
    expect(vipOnly).toEqual(['VIP 0', 'VIP 1', 'VIP 2']);
    const newest = names((await feed(`city_id[]=${moscow}&sort=created_at`)).products_in_selected_cities);
    expect(newest.slice(0, 4)).toEqual(['Обычное 0', 'VIP 0', 'Обычное 1', 'VIP 1']);
  });
});
