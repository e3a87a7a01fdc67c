import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { rowsOf, type Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('are idempotent: running them again, twice at once, applies nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]?.n;
    const before = await count();
    await Promise.all([database.migrate(), database.migrate()]);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(3);
  });

  it('create the Russian full-text and trigram search', async () => {
    const [row] = rowsOf<{ stem: string; similar: boolean }>(
      await database.db.execute(
        sql`select to_tsvector('russian', 'Велосипеды')::text as stem, word_similarity('велосипет', 'Велосипед') > 0.5 as similar`,
      ),
    );
    expect(row).toEqual({ stem: "'велосипед':1", similar: true });
  });
});
