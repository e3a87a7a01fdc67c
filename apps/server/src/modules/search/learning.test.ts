import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limits, messages, type ProductsReply } from '@mp/contract';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';

// What people open after a search, and the vocabulary's suggestions made of it (issue 31).

let ctx: TestContext;
let monitor = 0;
let tv = 0;
let archived = 0;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const cityId = (await createCity(db, { name: 'Пермь' })).id;
  const userId = (await createUser(db)).id;
  const category = await createCategory(db, { name: 'Электроника' });
  const desktops = await createSubcategory(db, category.id, { name: 'Компьютеры', slug: 'desktops' });
  const tvs = await createSubcategory(db, category.id, { name: 'Телевизоры', slug: 'tv' });
  const ad = (name: string, subcategory: typeof desktops, status: 'active' | 'archived' = 'active') =>
    createProduct(db, { name, subcategory, cityId, userId, status });
  monitor = (await ad('Монитор Dell 27', desktops)).id;
  tv = (await ad('Телевизор Sony', tvs)).id;
  archived = (await ad('Монитор старый', desktops, 'archived')).id;
  await db.execute(sql`select refresh_search_words()`);
});
afterAll(() => ctx.close());
// Each test clicks from its own address, so the per-address limit of one does not reach another's.
beforeEach(() => {
  address += 1;
});

const click = (body: unknown, ip = `10.0.0.${address}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/search/clicks', payload: body as object, remoteAddress: ip });

const counted = async () =>
  rowsOf<{ query: string; clicks: number }>(
    await ctx.database.db.execute(
      sql`select query, sum(clicks)::int as clicks from search_clicks group by query order by query`,
    ),
  );

const learning = () => ctx.app.services.learning;

describe('POST /api/search/clicks', () => {
  it('counts an opened ad under the query as typed, in lower case with single spaces', async () => {
    const res = await click({ search: '  Дисплей   ДЛЯ пк ', product_id: monitor });
    expect(res.statusCode, res.body).toBe(204);
    expect(await counted()).toEqual([{ query: 'дисплей для пк', clicks: 1 }]);
    await ctx.database.db.execute(sql`delete from search_clicks`);
  });

  it('answers missing, malformed and oversized input with 422 in Russian and counts nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ product_id: monitor }, 'search', messages.badRequest],
      [{ search: '   ', product_id: monitor }, 'search', messages.badRequest],
      [
        { search: 'х'.repeat(limits.searchMaxLength + 1), product_id: monitor },
        'search',
        messages.searchTooLong,
      ],
      [{ search: 'дисплей' }, 'product_id', messages.productIdInvalid],
      [{ search: 'дисплей', product_id: 'abc' }, 'product_id', messages.productIdInvalid],
      [{ search: 'дисплей', product_id: 2 ** 60 }, 'product_id', messages.productIdInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await click(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/clicks',
      headers: { 'content-type': 'application/json' },
      payload: '{"search":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counted()).toEqual([]);
  });

  it('answers 404 for an ad that is not on the site and counts nothing', async () => {
    for (const productId of [archived, 999_999]) {
      const res = await click({ search: 'дисплей', product_id: productId });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(messages.productNotFound);
    }
    expect(await counted()).toEqual([]);
  });

  it('takes 60 clicks a minute from one address, then answers 429', async () => {
    for (let i = 0; i < 60; i++)
      expect((await click({ search: 'дисплей', product_id: tv })).statusCode).toBe(204);
    const over = await click({ search: 'дисплей', product_id: tv });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(messages.tooManyRequests);
    expect((await click({ search: 'дисплей', product_id: tv }, '10.9.9.9')).statusCode).toBe(204);
    await ctx.database.db.execute(sql`delete from search_clicks`);
  });
});

describe('the clicks kept', () => {
  it('are forgotten past 90 days by the housekeeping', async () => {
    const db = ctx.database.db;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await db.execute(sql`insert into search_clicks (query, subcategory_id, day, clicks)
      select 'старое', subcategory_id, ${day(92)}::date, 3 from products where id = ${monitor}
      union all select 'свежее', subcategory_id, ${day(88)}::date, 2 from products where id = ${monitor}`);
    expect(await learning().forgetOldClicks()).toEqual({ searchClicks: 1 });
    expect(await counted()).toEqual([{ query: 'свежее', clicks: 2 }]);
    await db.execute(sql`delete from search_clicks`);
  });
});

describe('the vocabulary’s suggestions', () => {
  const clicks = async (search: string, productId: number, times: number) => {
    for (let i = 0; i < times; i++)
      expect((await click({ search, product_id: productId })).statusCode).toBe(204);
  };

  it('are queries mostly followed into one subcategory their words do not name', async () => {
    await clicks('дисплей', monitor, 6);
    await clicks('дисплей', tv, 1);
    await clicks('моник', monitor, 6); // the vocabulary already says «моник» is a computer's
    await clicks('экран', tv, 4); // too few to tell
    await clicks('sony', monitor, 3);
    await clicks('sony', tv, 3); // no subcategory leads
    expect(await learning().suggestions()).toEqual([
      { query: 'дисплей', subcategory: 'desktops', clicks: 6, share: 6 / 7 },
    ]);
  });

  it('once accepted, mean what they were accepted with and are suggested no more', async () => {
    const search = async (text: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/products', query: { search: text } }))
        .json<ProductsReply>()
        .products_in_selected_cities.data.map((card) => card.name);
    expect(await search('дисплей')).toEqual([]);
    await expect(learning().accept('экран', ['телевизор'])).rejects.toMatchObject({
      message: messages.searchSuggestionNotFound,
    });
    expect(await learning().accept('Дисплей', ['монитор'])).toMatchObject({
      query: 'дисплей',
      subcategory: 'desktops',
    });
    expect(await search('дисплей')).toEqual(['Монитор Dell 27']);
    const suggested = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/autocomplete',
      query: { q: 'диспл' },
    });
    expect(suggested.json<{ data: { name: string }[] }>().data.map((item) => item.name)).toEqual([
      'Монитор Dell 27',
    ]);
    expect(await learning().suggestions()).toEqual([]);
  });
});
