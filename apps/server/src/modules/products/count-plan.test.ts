import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createCity, createSubcategory, createUser } from '../../test/fixtures.ts';
import { whereOf } from './criteria.ts';

// Which index counts a word in one city (record 0189). With the RUM extension, the city's keys («дива@12»)
// answer it; the document's GIN index holds the word in every city, and counting from it reads them all.

let ctx: TestContext;
let oneCity = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const cityIds = [];
  for (let i = 0; i < 20; i++) cityIds.push((await createCity(db)).id);
  oneCity = cityIds[0]!;
  const subcategory = await createSubcategory(db, (await createCategory(db)).id);
  const { id: sellerId } = await createUser(db);
  // 20,000 ads in 20 cities, one in twenty a sofa, then VACUUM ANALYZE: statistics, and the GIN index's pending
  // entries merged, as in a live catalogue. Given `@@` beside the keys, the planner takes the document's index
  // here as it did at ten million ads.
  await db.execute(sql`
    insert into ${products} (name, price_kopecks, category_id, subcategory_id, city_id, user_id, status)
    select case when i % 20 = 0 then 'Диван ' else 'Стол ' end || i, 100 * i,
           ${subcategory.categoryId}, ${subcategory.id}, (${`{${cityIds.join(',')}}`}::int[])[1 + i % 20],
           ${sellerId}, 'active'
      from generate_series(1, 20000) as i`);
  await db.execute(sql`vacuum analyze ${products}`);
});
afterAll(() => ctx.close());

const sofasInOneCity = () =>
  whereOf({ search: 'диван', vipOnly: false, attributes: [] }, { kind: 'in', ids: [oneCity] }, 'keys');

const explainCount = async (q: Db): Promise<string> =>
  JSON.stringify(
    rowsOf(
      await q.execute(
        sql`explain (format json) select count(*) from (select 1 from ${products} where ${sofasInOneCity()} limit 1000) as capped`,
      ),
    ),
  );

it('counts a word in one city from the city’s keys where RUM is offered', async () => {
  const [rum] = rowsOf<{ present: boolean }>(
    await ctx.database.db.execute(
      sql`select to_regclass('products_active_search_rum_idx') is not null as present`,
    ),
  );
  const plan = await explainCount(ctx.database.db);
  expect(plan.includes('"Index Name":"products_active_search_rum_idx"')).toBe(rum?.present);
});

it('leaves the document’s index no way into that count, even without the keys’ index', async () => {
  // In a transaction undone after, the keys' index is gone and a table scan is priced out.
  let plan = '';
  await ctx.database.db
    .transaction(async (tx) => {
      await tx.execute(sql`drop index if exists products_active_search_rum_idx`);
      await tx.execute(sql`set local enable_seqscan = off`);
      plan = await explainCount(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  expect(plan).toContain('"Node Type":"Aggregate"');
  expect(plan).not.toMatch(/"Index Name":"products_(active_)?search_idx"/);
});
