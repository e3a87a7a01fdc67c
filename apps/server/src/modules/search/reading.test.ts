import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type AutocompleteItem, type ProductsReply } from '@mp/contract';
import { rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
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
let appliances = { id: 0, categoryId: 0 };
let bikes = { id: 0, categoryId: 0 };
let phones = { id: 0, categoryId: 0 };

const add = (name: string, subcategory: { id: number; categoryId: number }, hours = 1) =>
  createProduct(ctx.database.db, { name, subcategory, cityId, userId, createdAt: hoursAgo(hours) });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  cityId = (await createCity(db, { name: 'Москва' })).id;
  userId = (await createUser(db)).id;
  const transport = await createCategory(db, { name: 'Транспорт' });
  const home = await createCategory(db, { name: 'Для дома' });
  const sport = await createCategory(db, { name: 'Спорт' });
  const electronics = await createCategory(db, { name: 'Электроника' });
  cars = await createSubcategory(db, transport.id, { name: 'Автомобили', synonyms: 'машина авто' });
  appliances = await createSubcategory(db, home.id, { name: 'Бытовая техника' });
  bikes = await createSubcategory(db, sport.id, { name: 'Велосипеды' });
  phones = await createSubcategory(db, electronics.id, { name: 'Телефоны' });
  await db.execute(sql`insert into search_synonyms (lexeme, adds) values
    (search_lexeme('iphone'), 'айфон'), (search_lexeme('айфон'), 'iphone'),
    (search_lexeme('samsung'), 'самсунг'), (search_lexeme('самсунг'), 'samsung')`);
  await add('Стиральная машина Bosch', appliances, 1);
  await add('Kia Rio 2015', cars, 2);
  await add('Машина Kia Ceed', cars, 3);
  await add('Велосипед Stels', bikes, 1);
  await add('Велосипед красный', bikes, 5);
  await add('Ёлка искусственная', appliances, 1);
  await add('Apple iPhone 13', phones, 1);
  await add('Айфон 12 в чехле', phones, 2);
  await add('Ремонт телефонов', appliances, 0.5);
  await add('Samsung Galaxy S23', phones, 4);
  await db.execute(sql`select refresh_search_words()`);
});
afterAll(() => ctx.close());

async function search(query: Record<string, string>): Promise<ProductsReply & { names: string[] }> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/products', query });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<ProductsReply>();
  return { ...reply, names: reply.products_in_selected_cities.data.map((ad) => ad.name) };
}

async function suggest(q: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/products/autocomplete', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AutocompleteItem[] }>().data.map((item) => item.name);
}

describe('the search document', () => {
  it('holds what the ad is: a query naming the subcategory ranks its ads first, own words first among them', async () => {
    const { names } = await search({ search: 'машина' });
    expect(names).toEqual(['Машина Kia Ceed', 'Kia Rio 2015', 'Стиральная машина Bosch']);
    expect((await search({ search: 'автомобили транспорт' })).names).toHaveLength(2);
  });

  it('finds a brand written in either script', async () => {
    for (const text of ['айфон', 'iphone']) {
      expect((await search({ search: text })).names.sort()).toEqual(['Apple iPhone 13', 'Айфон 12 в чехле']);
    }
  });

  it('follows an edited ad into its new subcategory', async () => {
    const ad = await add('Самокат Kugoo', appliances);
    expect((await search({ search: 'велосипеды' })).names).not.toContain('Самокат Kugoo');
    await ctx.database.db.update(products).set({ subcategoryId: bikes.id }).where(eq(products.id, ad.id));
    expect((await search({ search: 'велосипеды' })).names).toContain('Самокат Kugoo');
    await ctx.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, ad.id));
  });

  it('reads ё as е both ways', async () => {
    expect((await search({ search: 'елка' })).names).toEqual(['Ёлка искусственная']);
    expect((await search({ search: 'ёлка' })).names).toEqual(['Ёлка искусственная']);
    expect(await suggest('елка')).toEqual(['Ёлка искусственная']);
  });
});

describe('reading what was typed', () => {
  it('corrects a typo to the nearest known word and says so', async () => {
    const reply = await search({ search: 'велсипед' });
    expect(reply.searched_as).toBe('велосипед');
    expect(reply.names).toEqual(['Велосипед Stels', 'Велосипед красный']);
  });

  it('searches exactly as typed on request', async () => {
    const reply = await search({ search: 'велсипед', exact: '1' });
    expect(reply.searched_as).toBeUndefined();
    expect(reply.names).toEqual([]);
  });

  it('leaves known words alone and short words uncorrected', async () => {
    expect((await search({ search: 'Велосипед' })).searched_as).toBeUndefined();
    const kit = await search({ search: 'кия' });
    expect(kit.searched_as).toBeUndefined();
  });

  it('switches a query typed in the wrong layout', async () => {
    const reply = await search({ search: 'dtkjcbgtl' });
    expect(reply.searched_as).toBe('велосипед');
    expect(reply.names).toHaveLength(2);
    const latin = await search({ search: 'шзрщту' });
    expect(latin.searched_as).toBe('iphone');
  });

  it('learns the words of a new ad at once, and forgets them when no active ad has them', async () => {
    expect((await search({ search: 'гироскутр' })).searched_as).toBeUndefined();
    const ad = await add('Гироскутер Smart Balance', bikes);
    const reply = await search({ search: 'гироскутр' });
    expect(reply.searched_as).toBe('гироскутер');
    expect(reply.names).toEqual(['Гироскутер Smart Balance']);
    await ctx.database.db.update(products).set({ status: 'archived' }).where(eq(products.id, ad.id));
    await ctx.database.db.execute(sql`select refresh_search_words()`);
    expect((await search({ search: 'гироскутр' })).searched_as).toBeUndefined();
  });

  it('takes the vocabulary lock only for an ad that brings a word it keeps, not for a stop word', async () => {
    // Counted inside the adding transaction, which is then rolled back.
    const advisoryLocksAfterAdding = async (name: string): Promise<number> => {
      let locks = -1;
      await ctx.database.db
        .transaction(async (tx) => {
          await createProduct(tx, { name, subcategory: bikes, cityId, userId });
          const [row] = rowsOf<{ n: number }>(
            await tx.execute(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
            ),
          );
          locks = row?.n ?? -1;
          tx.rollback();
        })
        .catch(() => undefined);
      return locks;
    };
    expect(await advisoryLocksAfterAdding('Красный велосипед для Stels')).toBe(0);
    expect(await advisoryLocksAfterAdding('Велосипед для моноколеса')).toBe(1);
  });

  it('lists the ads with most of the words when none has them all', async () => {
    const reply = await search({ search: 'велосипед красный зимний' });
    expect(reply.names).toEqual(['Велосипед красный', 'Велосипед Stels']);
    expect(reply.products_in_selected_cities.pagination.total).toBe(2);
  });

  it('keeps the typo reading for a phrase and the layout for the whole text', async () => {
    const reply = await search({ search: 'красный велсипед' });
    expect(reply.searched_as).toBe('красный велосипед');
    expect(reply.names).toEqual(['Велосипед красный']);
  });
});

describe('autocomplete reads the same way', () => {
  it('switches the layout, spells brands and corrects typos', async () => {
    expect(await suggest('dtkjc')).toEqual(['Велосипед Stels', 'Велосипед красный']);
    expect(await suggest('самсу')).toEqual(['Samsung Galaxy S23']);
    expect(await suggest('велсипед')).toEqual(expect.arrayContaining(['Велосипед Stels']));
  });
});

describe('bad input', () => {
  it('refuses a query over 200 characters, in Russian', async () => {
    for (const url of ['/api/products', '/api/products/autocomplete']) {
      const key = url.endsWith('autocomplete') ? 'q' : 'search';
      const res = await ctx.app.inject({ method: 'GET', url, query: { [key]: 'велосипед '.repeat(1000) } });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(messages.searchTooLong);
    }
  });

  it.each([
    '!!!,,,;;;',
    "'; drop table products; --",
    '%_%',
    '\\',
    '"',
    '-велосипед',
    'для',
    '🚲🚲🚲',
    'velосипед ЁЁЁ 𝔸',
    'a'.repeat(200),
    'ж'.repeat(41),
  ])('answers %j with an ordinary reply', async (text) => {
    await search({ search: text });
    await suggest(text);
  });

  it('finds nothing for wildcards and punctuation, and everything is still there', async () => {
    expect((await search({ search: '%_%' })).names).toEqual([]);
    expect((await search({ search: '🚲 велосипед' })).names).toHaveLength(2);
    expect((await search({ search: 'велосипед' })).names).toHaveLength(2);
  });
});
