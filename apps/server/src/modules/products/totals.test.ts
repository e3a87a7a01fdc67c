import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits, type ProductsReply } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { exactCountCap } from './totals.ts';

const deepestAd = limits.productsDeepest;

describe('totals and how deep a list pages', () => {
  const server = useTestApp();

  /** `n` active ads named «`word` i» in one city, in one statement. */
  async function manyAds(word: string, cityId: number, n: number) {
    const db = server.db;
    const subcategory = await createSubcategory(db, (await createCategory(db)).id);
    const seller = await server.signedIn();
    await db.insert(products).values(
      Array.from({ length: n }, (_, i) => ({
        userId: seller.user.id,
        name: `${word} ${i}`,
        priceKopecks: 100_00,
        categoryId: subcategory.categoryId,
        subcategoryId: subcategory.id,
        cityId,
      })),
    );
  }

  async function search(query: string): Promise<ProductsReply> {
    const res = await server.call('GET', `/products?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductsReply>();
  }

  it('counts exactly while the count is small, and estimates a broad search, saying so', async () => {
    const big = await createCity(server.db);
    const small = await createCity(server.db);
    await manyAds('Гироскутер', big.id, exactCountCap + 30);
    await manyAds('Гироскутер', small.id, 7);

    const reply = await search(`search=гироскутер&city_id[]=${big.id}`);
    const inCities = reply.products_in_selected_cities.pagination;
    expect(inCities.estimated).toBe(true);
    expect(inCities.total).toBeGreaterThanOrEqual(exactCountCap);
    // Never deeper than the deepest page served, however large the estimate.
    expect(inCities.last_page).toBe(Math.min(Math.ceil(inCities.total / 20), deepestAd / 20));
    expect(reply.products_in_selected_cities.data).toHaveLength(20);
    // The other city's ads come after the chosen city's pages: not started yet, with their total.
    expect(reply.other_products).toEqual({
      data: [],
      pagination: { current_page: 0, last_page: 1, per_page: 20, total: 7 },
    });

    const exact = await search(`search=гироскутер&city_id[]=${small.id}`);
    expect(exact.products_in_selected_cities.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 7,
    });
    expect(exact.products_in_selected_cities.data).toHaveLength(7);
  });

  it('gives a large list without words the planner’s estimate, and counts a small one', async () => {
    const big = await createCity(server.db);
    const small = await createCity(server.db);
    await manyAds('Самокат', big.id, 2 * exactCountCap + 600);
    const category = (await server.db.select().from(products).where(eq(products.cityId, big.id)).limit(1))[0]!
      .categoryId;
    await server.db.execute(sql`analyze ${products}`);
    const feed = await search(`category_id=${category}&city_id[]=${big.id}`);
    expect(feed.products_in_selected_cities.data).toHaveLength(20);
    const { total, estimated } = feed.products_in_selected_cities.pagination;
    expect(estimated).toBe(true);
    // Two significant digits of the planner's estimate of the 2,600.
    expect(total % 100).toBe(0);
    expect(total).toBeGreaterThanOrEqual(exactCountCap);
    expect(total).toBeLessThan(4 * exactCountCap);

    const few = await search(`category_id=${category}&city_id[]=${small.id}`);
    expect(few.products_in_selected_cities.pagination).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 0,
    });
    expect(few.other_products.pagination.estimated).toBe(true);
    expect(few.other_products.pagination.total).toBeGreaterThanOrEqual(exactCountCap);
  });

  it('serves every page up to the deepest and nothing past it', async () => {
    const city = await createCity(server.db);
    await manyAds('Электросамокат', city.id, deepestAd + 25);
    const base = `search=электросамокат&city_id[]=${city.id}`;
    const last = await search(`${base}&in_cities_page=${deepestAd / 20}`);
    expect(last.products_in_selected_cities.data).toHaveLength(20);
    expect(last.products_in_selected_cities.pagination.last_page).toBe(deepestAd / 20);
    const past = await search(`${base}&in_cities_page=${deepestAd / 20 + 1}`);
    expect(past.products_in_selected_cities.data).toEqual([]);
  });
});

describe('the search cache', () => {
  const server = useTestApp({ env: () => ({ SEARCH_CACHE_SECONDS: '30' }) });

  const namesFound = async (query: string, token?: string) => {
    const res = await server.call('GET', `/products?search=${encodeURIComponent(query)}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<ProductsReply>().products_in_selected_cities.data.map((ad) => ad.name);
  };

  it('answers a guest’s repeated search from memory, signed-in people fresh, and forgets it when an ad changes', async () => {
    const db = server.db;
    const subcategory = await createSubcategory(db, (await createCategory(db)).id);
    const city = await createCity(db);
    const seller = await server.signedIn();
    const ad = (name: string) =>
      createProduct(db, { userId: seller.user.id, name, subcategory, cityId: city.id });
    const first = await ad('Моноколесо Inmotion');
    expect(await namesFound('моноколесо')).toEqual(['Моноколесо Inmotion']);

    await ad('Моноколесо Kingsong');
    expect(await namesFound('моноколесо')).toEqual(['Моноколесо Inmotion']);
    expect((await namesFound('моноколесо', seller.token)).sort()).toEqual([
      'Моноколесо Inmotion',
      'Моноколесо Kingsong',
    ]);

    // The seller removes an ad: the change is announced and no kept search shows it any more.
    const removed = await server.call('DELETE', `/product/${first.id}`, seller.token);
    expect(removed.statusCode).toBe(200);
    expect(await namesFound('моноколесо')).toEqual(['Моноколесо Kingsong']);
  });
});
