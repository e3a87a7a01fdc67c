import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { LocalFileStorage } from '../platform/storage/index.ts';
import { productImages, products } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { generateAds } from './generate.ts';

let database: Database;
let uploadsDir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'mp-generate-'));
  storage = new LocalFileStorage(uploadsDir);
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const count = async (table: typeof products | typeof productImages): Promise<number> => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('generateAds', () => {
  it('adds exactly N ads across batches, reporting progress', async () => {
    const progress: number[] = [];
    const options = {
      storage,
      batchSize: 100,
      pictures: 1,
      onProgress: (done: number) => progress.push(done),
    };
    await generateAds(database.db, { ...options, count: 250 });
    expect(await count(products)).toBe(250);
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(250);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    await generateAds(database.db, { ...options, count: 7 });
    expect(await count(products)).toBe(257);
  });

  it('gives each generated ad one or two pictures', async () => {
    const images = await count(productImages);
    expect(images).toBeGreaterThanOrEqual(257);
    expect(images).toBeLessThanOrEqual(2 * 257);
  });

  it('continues the sequence instead of repeating the previous run', async () => {
    const [row] = await database.db
      .select({ distinct: sql<number>`count(distinct (${products.name}, ${products.priceKopecks}))::int` })
      .from(products);
    expect(row?.distinct).toBeGreaterThan(200);
  });

  it('refuses a count outside 1..10,000,000', async () => {
    await expect(generateAds(database.db, { storage, count: 0 })).rejects.toThrow(RangeError);
    await expect(generateAds(database.db, { storage, count: 10_000_001 })).rejects.toThrow(RangeError);
  });
});
