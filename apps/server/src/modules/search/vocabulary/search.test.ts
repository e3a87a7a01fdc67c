import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteItem, ProductsReply } from '@mp/contract';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../../test/fixtures.ts';

// Searches read with the vocabulary (entries.ts) through the real app: the words as people type them find
// the ads as sellers write them, and the subcategory a word names ranks first.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const cityId = (await createCity(db, { name: 'Казань' })).id;
  const userId = (await createUser(db)).id;
  const category = await createCategory(db, { name: 'Разное' });
  const kind = (slug: string) => createSubcategory(db, category.id, { name: slug, slug });
  const [tires, cars, desktops, consoles, motorcycles, tv, appliances, itServices, phones] =
    await Promise.all(
      [
        'tires',
        'cars',
        'desktops',
        'consoles',
        'motorcycles',
        'tv',
        'appliances',
        'it-services',
        'phones',
      ].map(kind),
    );
  const ads: [string, { id: number; categoryId: number }, string?][] = [
    ['Toyota Camry 2015', cars!, 'Комплект: зимняя резина на дисках в подарок'],
    ['Шины зимние Nokian R16', tires!],
    ['Монитор Samsung 27 дюймов', desktops!],
    ['Игровой ПК Ryzen 5, RTX 3060', desktops!],
    ['PlayStation 5 с двумя геймпадами', consoles!],
    ['Снегоход Polaris 2019', motorcycles!],
    ['Телевизор LG 43 дюйма', tv!],
    ['Телекоммуникационный шкаф', itServices!],
    ['Посудомоечная машина Bosch', appliances!],
    ['Redmi Note 13 Pro, 256 ГБ', phones!],
    ['Xiaomi Redmi Note 12, 128 ГБ', phones!],
  ];
  for (const [hours, [name, subcategory, description = '']] of ads.entries()) {
    await createProduct(db, {
      name,
      description,
      subcategory,
      cityId,
      userId,
      createdAt: hoursAgo(hours + 1),
    });
  }
  await db.execute(sql`select refresh_search_words()`);
});
afterAll(() => ctx.close());

async function search(text: string): Promise<{ names: string[]; searchedAs?: string }> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/products', query: { search: text } });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<ProductsReply>();
  return {
    names: reply.products_in_selected_cities.data.map((ad) => ad.name),
    searchedAs: reply.searched_as,
  };
}

describe('a search read with the vocabulary', () => {
  it('finds what a colloquial word means, without saying it searched something else', async () => {
    expect(await search('моник')).toEqual({ names: ['Монитор Samsung 27 дюймов'] });
    expect((await search('посудомойку')).names).toEqual(['Посудомоечная машина Bosch']);
  });

  it('reads a known short form as itself, not as the beginning of a longer word', async () => {
    expect((await search('телек')).names).toEqual(['Телевизор LG 43 дюйма']);
  });

  it('ranks the subcategory a phrase names above an ad that only mentions its words', async () => {
    for (const text of ['зимняя резина', 'резина зимняя']) {
      expect((await search(text)).names).toEqual(['Шины зимние Nokian R16', 'Toyota Camry 2015']);
    }
  });

  it('finds a model code written whole, split or in Cyrillic', async () => {
    expect((await search('rtx3060')).names).toEqual(['Игровой ПК Ryzen 5, RTX 3060']);
    expect((await search('ryzen5 rtx3060')).names).toEqual(['Игровой ПК Ryzen 5, RTX 3060']);
    expect((await search('пс5')).names).toEqual(['PlayStation 5 с двумя геймпадами']);
    expect((await search('ps4')).names).toEqual([]);
  });

  it('finds, when no ad has a name and its number, the ads with the name', async () => {
    expect((await search('camry 2016')).names).toEqual(['Toyota Camry 2015']);
  });

  it('puts the model with the number asked first when no ad has all the words', async () => {
    expect((await search('redmi note 12 pro')).names).toEqual([
      'Xiaomi Redmi Note 12, 128 ГБ',
      'Redmi Note 13 Pro, 256 ГБ',
    ]);
  });

  it('finds a brand the vocabulary lacks through its spelling in the other script', async () => {
    expect(await search('поларис')).toEqual({ names: ['Снегоход Polaris 2019'], searchedAs: 'polaris' });
  });

  it('searches a query with web search operators exactly as typed', async () => {
    expect((await search('"моник"')).names).toEqual([]);
  });

  it('suggests in autocomplete what a beginning of a vocabulary word means', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/autocomplete',
      query: { q: 'посудомо' },
    });
    expect(res.json<{ data: AutocompleteItem[] }>().data.map((item) => item.name)).toEqual([
      'Посудомоечная машина Bosch',
    ]);
  });
});
