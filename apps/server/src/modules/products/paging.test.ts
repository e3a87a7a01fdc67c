import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList, ProductsReply } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { createCategory, createCity, createSubcategory, hoursAgo } from '../../test/fixtures.ts';

const server = useTestApp();
const city = { moscow: 0, tver: 0, kazan: 0 };
let shelf = '';

/** Books 0–24 in Moscow, 25–47 in Tver, 48–52 in Kazan, newest first by number. */
beforeAll(async () => {
  const db = server.db;
  city.moscow = (await createCity(db, { name: 'Москва' })).id;
  city.tver = (await createCity(db, { name: 'Тверь' })).id;
  city.kazan = (await createCity(db, { name: 'Казань' })).id;
  const books = await createSubcategory(db, (await createCategory(db)).id, { name: 'Книги' });
  const seller = await server.signedIn();
  const cityOf = (i: number) => (i < 25 ? city.moscow : i < 48 ? city.tver : city.kazan);
  await db.insert(products).values(
    Array.from({ length: 53 }, (_, i) => ({
      userId: seller.user.id,
      name: `Книга ${i}`,
      priceKopecks: 100_00,
      categoryId: books.categoryId,
      subcategoryId: books.id,
      cityId: cityOf(i),
      createdAt: hoursAgo(100 + i),
    })),
  );
  shelf = `subcategory_id=${books.id}`;
});

async function search(query: string): Promise<ProductsReply> {
  const res = await server.call('GET', `/products?${shelf}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductsReply>();
}

const names = (list: ProductList) => list.data.map((ad) => ad.name);
const books = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Книга ${from + i}`);

describe('GET /api/products: paging the two lists', () => {
  it('sends page 1 of both lists: on the chosen city’s only page, and when other_page=1 is asked', async () => {
    const asked = await search(`city_id[]=${city.moscow}&other_page=1`);
    expect(names(asked.products_in_selected_cities)).toEqual(books(0, 19));
    expect(asked.products_in_selected_cities.pagination).toMatchObject({ current_page: 1, last_page: 2 });
    expect(names(asked.other_products)).toEqual(books(25, 44));
    expect(asked.other_products.pagination).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 20,
      total: 28,
    });

    const reply = await search(`city_id[]=${city.kazan}`);
    expect(names(reply.products_in_selected_cities)).toEqual(books(48, 52));
    expect(reply.products_in_selected_cities.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 5,
    });
    expect(names(reply.other_products)).toEqual(books(0, 19));
    expect(reply.other_products.pagination).toEqual({
      current_page: 1,
      last_page: 3,
      per_page: 20,
      total: 48,
    });
  });

  it('without other_page, the other list starts after the chosen cities’ last page: page 0 until then', async () => {
    const first = await search(`city_id[]=${city.moscow}`);
    expect(names(first.products_in_selected_cities)).toEqual(books(0, 19));
    expect(first.other_products).toEqual({
      data: [],
      pagination: { current_page: 0, last_page: 2, per_page: 20, total: 28 },
    });

    const last = await search(`city_id[]=${city.moscow}&in_cities_page=2`);
    expect(names(last.products_in_selected_cities)).toEqual(books(20, 24));
    expect(names(last.other_products)).toEqual(books(25, 44));
    expect(last.other_products.pagination).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 20,
      total: 28,
    });
  });

  it('answers an other_page asked for, even before the chosen cities’ pages are done', async () => {
    const second = await search(`city_id[]=${city.moscow}&in_cities_page=1&other_page=2`);
    expect(names(second.products_in_selected_cities)).toEqual(books(0, 19));
    expect(names(second.other_products)).toEqual(books(45, 52));
    expect(second.other_products.pagination).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 20,
      total: 28,
    });
  });

  it('answers a page past the end empty, saying where the end is', async () => {
    const past = await search(`city_id[]=${city.moscow}&in_cities_page=3&other_page=999999`);
    expect(past.products_in_selected_cities).toEqual({
      data: [],
      pagination: { current_page: 3, last_page: 2, per_page: 20, total: 25 },
    });
    expect(past.other_products).toEqual({
      data: [],
      pagination: { current_page: 999999, last_page: 2, per_page: 20, total: 28 },
    });
  });

  it('never claims ads on a page it sends empty, nor fewer than it sends', async () => {
    const cities = ['', `city_id[]=${city.moscow}`, `city_id[]=${city.tver}&city_id[]=${city.kazan}`];
    const pages = ['', 'in_cities_page=2', 'in_cities_page=3'];
    const otherPages = ['', 'other_page=1', 'other_page=2', 'other_page=3'];
    for (const cityPart of cities) {
      for (const page of pages) {
        for (const otherPage of otherPages) {
          const query = [cityPart, page, otherPage].filter(Boolean).join('&');
          const reply = await search(query);
          for (const list of [reply.products_in_selected_cities, reply.other_products]) {
            const { current_page, per_page, total } = list.pagination;
            const before = Math.max(0, (current_page - 1) * per_page);
            const onPage = current_page === 0 ? 0 : Math.max(0, Math.min(per_page, total - before));
            expect(list.data, `${query}: ${JSON.stringify(list.pagination)}`).toHaveLength(onPage);
          }
        }
      }
    }
  });
});

describe('GET /api/products: totals of a search larger than its relevance window', () => {
  it('counts both lists when the chosen city’s window is full', async () => {
    const db = server.db;
    const lamps = await createSubcategory(db, (await createCategory(db)).id, { name: 'Лампы' });
    const seller = await server.signedIn();
    // More matches in Москва than the relevance window (200) holds, so its page cannot tell the total.
    await db.insert(products).values(
      Array.from({ length: 217 }, (_, i) => ({
        userId: seller.user.id,
        name: `Лампа настольная ${i}`,
        priceKopecks: 100_00,
        categoryId: lamps.categoryId,
        subcategoryId: lamps.id,
        cityId: i < 210 ? city.moscow : city.tver,
        createdAt: hoursAgo(i),
      })),
    );
    const res = await server.call(
      'GET',
      `/products?search=${encodeURIComponent('лампа')}&city_id[]=${city.moscow}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<ProductsReply>();
    expect(reply.products_in_selected_cities.data).toHaveLength(20);
    expect(reply.products_in_selected_cities.pagination).toEqual({
      current_page: 1,
      last_page: 11,
      per_page: 20,
      total: 210,
    });
    expect(reply.other_products).toEqual({
      data: [],
      pagination: { current_page: 0, last_page: 1, per_page: 20, total: 7 },
    });
  });
});
