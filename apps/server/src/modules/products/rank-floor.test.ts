import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../test/fixtures.ts';
import type { CityScope, SearchCriteria } from './criteria.ts';
import { rankFloors } from './rank-floor.ts';
import { productsRepository } from './repository.ts';

// A relevance window read above a rank floor (record 0179) shows what the whole list shows. Windows of 4
// rows here, so that 40 matches are a large list; a server with the RUM index takes the floor, the
// embedded database reads every match: the same answers.

let database: Database;
let cityId = 0;
const sofas = (search: string): SearchCriteria => ({ search, vipOnly: false, attributes: [] });
const inCity = (): CityScope => ({ kind: 'in', ids: [cityId] });

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  cityId = (await createCity(db, { name: 'Омск' })).id;
  const furniture = await createCategory(db, { name: 'Мебель' });
  const subcategory = await createSubcategory(db, furniture.id, { name: 'Диваны' });
  const { id: userId } = await createUser(db);
  const ad = (name: string, hours: number) =>
    createProduct(db, { userId, name, subcategory, cityId, createdAt: hoursAgo(hours) });
  // Sofas from 1 to 40 hours old; armchairs, more of them, all older: the floor of «кресло» falls among
  // the sofas' ranks, above every armchair.
  for (let hours = 1; hours <= 40; hours++) await ad(`Диван модель ${hours}`, hours);
  for (let hours = 41; hours <= 140; hours++) await ad(`Кресло модель ${hours}`, hours);
  await db.execute(sql`analyze products`);
});
afterAll(() => database.close());

describe('rank floors', () => {
  it('puts the floor where about the margin of a window lies above it, and none under a large list', async () => {
    const floors = rankFloors(database.db);
    expect(await floors.floorFor(19, 4)).toBeUndefined();
    const floor = await floors.floorFor(140, 4);
    expect(floor).toBeDefined();
    const [above] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from products where search_rank >= ${floor!}::timestamptz`,
      ),
    );
    // 4 windows of 4 rows of the 140 ads lie above it, give or take the histogram's bucket.
    expect(above!.n).toBeGreaterThanOrEqual(16);
    expect(above!.n).toBeLessThanOrEqual(18);
  });

  it('reads a large list’s freshest matches whether it takes the floor or not', async () => {
    // A window of 2 over 40 sofas: the floor leaves 8 of the 140 ranks above it, all sofas.
    const windowed = productsRepository(database.db, database.planned, { rankWindow: 2 });
    const whole = productsRepository(database.db, database.planned, { rankWindow: 1_000 });
    const names = async (repository: typeof windowed, offset: number) =>
      (await repository.page(sofas('диван'), inCity(), 'default', offset, 2)).rows.map((row) => row.name);
    expect(await names(windowed, 0)).toEqual(['Диван модель 1', 'Диван модель 2']);
    expect(await names(windowed, 0)).toEqual(await names(whole, 0));
    expect(await names(windowed, 2)).toEqual(['Диван модель 3', 'Диван модель 4']);
  });

  it('reads the list again without the floor when fewer matches than the window lie above it', async () => {
    const windowed = productsRepository(database.db, database.planned, { rankWindow: 4 });
    // 100 armchairs, all older than every sofa: their floor leaves 16 of the 140 ranks above it, all sofas.
    const { rows } = await windowed.page(sofas('кресло'), inCity(), 'default', 0, 3);
    expect(rows.map((row) => row.name)).toEqual(['Кресло модель 41', 'Кресло модель 42', 'Кресло модель 43']);
  });
});
