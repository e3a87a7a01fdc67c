import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client.ts';
import { products, seedDeferredIndexes } from '../db/schema/index.ts';
import { LocalFileStorage } from '../platform/storage/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { withIndexesDeferred } from './deferred-indexes.ts';
import { generateAds } from './generate.ts';

let database: Database;
let uploadsDir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'mp-deferred-'));
  storage = new LocalFileStorage(uploadsDir);
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

/** Every index of the tables a generation fills, by name, with its definition. */
async function indexesOfFilledTables(): Promise<Record<string, string>> {
  const rows = rowsOf<{ name: string; definition: string }>(
    await database.db.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
       where tablename in ('products', 'product_images', 'product_views', 'product_name_words')`),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
}

const deferredRows = () => database.db.select().from(seedDeferredIndexes);

describe('indexes deferred during a large generation', () => {
  it('drops the secondary indexes while rows load, keeps the keys, and builds each again after', async () => {
    const before = await indexesOfFilledTables();
    const built: string[] = [];
    let duringLoad: Record<string, string> = {};
    await withIndexesDeferred(
      database.db,
      async () => {
        duringLoad = await indexesOfFilledTables();
        const dropped = Object.keys(before).filter((name) => !(name in duringLoad));
        expect((await deferredRows()).map((row) => row.definition).sort()).toEqual(
          dropped.map((name) => before[name]).sort(),
        );
      },
      (name) => built.push(name),
    );
    expect(Object.keys(duringLoad)).toContain('products_pkey');
    expect(Object.keys(duringLoad)).not.toContain('products_active_search_idx');
    expect(Object.keys(duringLoad).length).toBeLessThan(Object.keys(before).length - 10);
    expect(built.sort()).toEqual(
      Object.keys(before)
        .filter((name) => !(name in duringLoad))
        .sort(),
    );
    expect(await indexesOfFilledTables()).toEqual(before);
    expect(await deferredRows()).toEqual([]);
  });

  it('builds them again when the load fails, and the next load finds nothing left over', async () => {
    const before = await indexesOfFilledTables();
    await expect(
      withIndexesDeferred(database.db, () => Promise.reject(new Error('load failed'))),
    ).rejects.toThrow('load failed');
    expect(await indexesOfFilledTables()).toEqual(before);
    expect(await deferredRows()).toEqual([]);
  });

  it('a generation at least as large as the catalogue builds the indexes after; a smaller one keeps them', async () => {
    const before = await indexesOfFilledTables();
    /** Generates `count` ads, deferring from 50, and returns the indexes built on the way. */
    const generate = async (count: number) => {
      const built: string[] = [];
      const onIndexBuilt = (name: string) => built.push(name);
      await generateAds(database.db, { storage, count, pictures: 1, deferIndexesFrom: 50, onIndexBuilt });
      return built;
    };
    expect(await generate(60)).toContain('products_active_search_idx');
    expect(await generate(59)).toEqual([]);
    expect(await indexesOfFilledTables()).toEqual(before);
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(119);
  });
});
