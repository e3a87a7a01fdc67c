import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsReply } from '@mp/contract';
import { subcategories } from '../../db/schema/index.ts';
import { LocalFileStorage } from '../../platform/storage/index.ts';
import { generateDemo } from '../../seed/demo.ts';
import { seedReference } from '../../seed/reference.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { relevanceSet } from './relevance/set.ts';

let ctx: TestContext;
let uploadsDir: string;
const slugOf = new Map<number, string>();

beforeAll(async () => {
  ctx = await createTestApp();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'mp-relevance-'));
  await seedReference(ctx.database.db);
  await generateDemo(ctx.database.db, {
    storage: new LocalFileStorage(uploadsDir),
    now: new Date('2026-06-01T12:00:00Z'),
    pictures: 1,
  });
  for (const row of await ctx.database.db.select().from(subcategories)) slugOf.set(row.id, row.slug);
}, 300_000);
afterAll(async () => {
  await ctx.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function search(query: string): Promise<ProductsReply> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/products', query: { search: query } });
  expect(res.statusCode).toBe(200);
  return res.json<ProductsReply>();
}

describe('relevance on the demo catalogue', () => {
  const held = relevanceSet.filter((one) => one.holds);
  it.each(held)('$query → $subcategories', async ({ query, subcategories, searchedAs }) => {
    const reply = await search(query);
    const first = reply.products_in_selected_cities.data.slice(0, 10);
    const inPlace = first.filter((ad) => subcategories.includes(slugOf.get(ad.subcategory_id) ?? ''));
    expect(first.length).toBeGreaterThan(0);
    expect(inPlace.length, first.map((ad) => ad.name).join(' / ')).toBeGreaterThan(first.length / 2);
    expect(reply.searched_as).toBe(searchedAs);
  });
});
