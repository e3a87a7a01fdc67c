import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import type { CityTarget } from './ads.ts';
import { ensureDemoSellers, PRIVATE_SELLERS, privateSellersFor } from './sellers.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const cities: CityTarget[] = [
  { id: 1, name: 'Москва', latitude: 55.75, longitude: 37.62, population: 13_000_000 },
  { id: 2, name: 'Тверь', latitude: 56.86, longitude: 35.9, population: 420_000 },
];
const usersCount = async (): Promise<number> =>
  rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`))[0]!.n;
const now = new Date('2026-11-01T00:00:00Z');

describe('demo sellers', () => {
  it('keeps the demo’s 150 people for a small catalogue and adds one per 250 ads to a large one', () => {
    expect(privateSellersFor(3_000)).toBe(PRIVATE_SELLERS);
    expect(privateSellersFor(1_000_000)).toBe(4_000);
  });

  it('adds a large catalogue’s people after the demo’s sellers, who stay the same', async () => {
    const demo = await ensureDemoSellers(database.db, now, cities);
    const usersBefore = await usersCount();
    expect(demo.privateUserIds).toHaveLength(PRIVATE_SELLERS);

    // More than one statement's worth of users.
    const large = await ensureDemoSellers(database.db, now, cities, 5_200);
    expect(large.privateUserIds).toHaveLength(5_200);
    expect(large.privateUserIds.slice(0, PRIVATE_SELLERS)).toEqual(demo.privateUserIds);
    expect(large.companies).toEqual(demo.companies);
    const everyone = new Set([...large.privateUserIds, ...large.companies.map((c) => c.userId)]);
    expect(everyone.size).toBe(5_200 + demo.companies.length);

    // Again: nobody new.
    await ensureDemoSellers(database.db, now, cities, 5_200);
    expect(await usersCount()).toBe(usersBefore + 5_200 - PRIVATE_SELLERS);
  });
});
