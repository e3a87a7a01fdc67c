import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client.ts';
import { LocalFileStorage } from '../platform/storage/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { ensureSeeded } from './index.ts';
import { expectedReferenceCounts, seedReference, seedState } from './reference.ts';

let database: Database;
const log = { info: () => undefined };
/** Without the demo catalogue nothing is stored. */
const storage = new LocalFileStorage(path.join(tmpdir(), 'mp-reference-uploads'));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const query = async <T>(text: string): Promise<T[]> => rowsOf<T>(await database.db.execute(sql.raw(text)));

describe('reference data', () => {
  it('is seeded on start without demo ads, and a second run adds nothing', async () => {
    await ensureSeeded({ db: database.db, storage, log, demo: false });
    const first = await seedState(database.db);
    expect(first).toEqual({ ...expectedReferenceCounts(), hasProducts: false });
    await seedReference(database.db);
    await ensureSeeded({ db: database.db, storage, log, demo: false });
    expect(await seedState(database.db)).toEqual(first);
  });

  it('has a broad taxonomy with the spec’s fixed categories', async () => {
    const state = await seedState(database.db);
    expect(state.categories).toBeGreaterThanOrEqual(10);
    expect(state.subcategories).toBeGreaterThanOrEqual(60);
    const slugs = (await query<{ slug: string }>('select slug from categories')).map((r) => r.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['electronics', 'clothing', 'home', 'sport', 'books', 'auto', 'services']),
    );
  });

  it('gives every subcategory filters, every select options, every range bounds', async () => {
    const bare = await query<{ slug: string }>(
      'select s.slug from subcategories s where not exists (select 1 from filters f where f.subcategory_id = s.id)',
    );
    expect(bare).toEqual([]);
    const emptySelects = await query<{ name: string }>(
      `select f.name from filters f where f.type = 'select'
         and not exists (select 1 from filter_values v where v.filter_id = f.id)`,
    );
    expect(emptySelects).toEqual([]);
    const badRanges = await query<{ name: string }>(
      `select name from filters where type = 'range' and (min is null or max is null or min >= max)`,
    );
    expect(badRanges).toEqual([]);
  });

  it('holds all 1,117 cities with coordinates inside Russia', async () => {
    const [stats] = await query<{ n: number; bad: number; moscow: number }>(
      `select count(*)::int as n,
              count(*) filter (where latitude not between 41 and 78 or longitude not between 19 and 180
                               or population <= 0)::int as bad,
              count(*) filter (where name = 'Москва' and region = 'Москва')::int as moscow
         from cities`,
    );
    expect(stats).toEqual({ n: 1117, bad: 0, moscow: 1 });
  });
});
