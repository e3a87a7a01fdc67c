import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductsReply } from '@mp/contract';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../test/fixtures.ts';

// Words in chosen cities (record 0173). A PostgreSQL server with the RUM extension reads them from the
// search keys («диван@12»), the embedded database from the document and the city: the same answers.

let ctx: TestContext;
const city = { omsk: 0, tomsk: 0, perm: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  city.omsk = (await createCity(db, { name: 'Омск' })).id;
  city.tomsk = (await createCity(db, { name: 'Томск' })).id;
  city.perm = (await createCity(db, { name: 'Пермь' })).id;
  const furniture = await createCategory(db, { name: 'Мебель' });
  const sofas = await createSubcategory(db, furniture.id, { name: 'Диваны' });
  const chairs = await createSubcategory(db, furniture.id, { name: 'Кресла' });
  const { id: userId } = await createUser(db);
  const ad = (
    name: string,
    cityId: number,
    hours: number,
    extra: { isVip?: boolean; description?: string } = {},
  ) =>
    createProduct(db, {
      userId,
      name,
      subcategory: name.startsWith('Кресло') ? chairs : sofas,
      cityId,
      createdAt: hoursAgo(hours),
      ...extra,
    });
  await ad('Диван угловой серый', city.omsk, 1);
  await ad('Диван кожаный', city.omsk, 2);
  await ad('Диван прямой', city.omsk, 3, {
    description: 'Угловой модуль продан отдельно, остался только диван',
  });
  await ad('Диван угловой бежевый', city.tomsk, 4);
  await ad('Кресло угловое', city.perm, 5, { isVip: true });
  await ad('Диван раскладной', city.perm, 6, { isVip: true });
  await ad('Диван старый', city.perm, 7);
});
afterAll(() => ctx.close());

async function lists(query: string): Promise<{ chosen: string[]; others: string[] }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<ProductsReply>();
  return {
    chosen: reply.products_in_selected_cities.data.map((p) => p.name),
    others: reply.other_products.data.map((p) => p.name),
  };
}
const words = (text: string) => `search=${encodeURIComponent(text)}`;

describe('words in chosen cities', () => {
  it('finds the words in the chosen city only, the rest in the other list', async () => {
    const { chosen, others } = await lists(`${words('диван угловой')}&city_id[]=${city.omsk}`);
    expect(chosen).toEqual(['Диван угловой серый', 'Диван прямой']);
    expect(others).toEqual(['Диван угловой бежевый']);
  });

  it('takes several cities at once', async () => {
    const { chosen } = await lists(`${words('угловой')}&city_id[]=${city.omsk}&city_id[]=${city.perm}`);
    expect(chosen.sort()).toEqual(['Диван прямой', 'Диван угловой серый', 'Кресло угловое']);
  });

  it('keeps a phrase a phrase and a left-out word out', async () => {
    const phrase = await lists(`${words('"диван угловой"')}&city_id[]=${city.omsk}`);
    expect(phrase.chosen).toEqual(['Диван угловой серый']);
    const without = await lists(`${words('диван -угловой')}&city_id[]=${city.omsk}`);
    expect(without.chosen).toEqual(['Диван кожаный']);
  });

  it('puts VIP ads first among equally relevant ones', async () => {
    const { chosen } = await lists(`${words('диван')}&city_id[]=${city.perm}`);
    expect(chosen).toEqual(['Диван раскладной', 'Диван старый']);
  });

  it('finds nothing for stop words only, in a city as anywhere', async () => {
    expect(await lists(`${words('и на')}&city_id[]=${city.omsk}`)).toEqual({ chosen: [], others: [] });
  });
});

describe('the RUM index', () => {
  it('exists exactly where the server offers the extension', async () => {
    const db = ctx.database.db;
    const [row] = rowsOf<{ offered: boolean; present: boolean }>(
      await db.execute(
        sql`select exists (select 1 from pg_available_extensions where name = 'rum') as offered,
          to_regclass('products_active_search_rum_idx') is not null as present`,
      ),
    );
    expect(row?.present).toBe(row?.offered);
  });

  it('keys each word of an ad also under its city, and follows the ad to another city', async () => {
    const db = ctx.database.db;
    const keysOf = async () =>
      rowsOf<{ keys: string }>(
        await db.execute(sql`select search_keys::text as keys from products where name = 'Диван старый'`),
      )[0]?.keys;
    expect(await keysOf()).toContain(`'дива@${city.perm}'`);
    await db.execute(sql`update products set city_id = ${city.tomsk} where name = 'Диван старый'`);
    expect(await keysOf()).toContain(`'дива@${city.tomsk}'`);
    expect(await keysOf()).not.toContain(`'дива@${city.perm}'`);
    await db.execute(sql`update products set city_id = ${city.perm} where name = 'Диван старый'`);
  });
});
