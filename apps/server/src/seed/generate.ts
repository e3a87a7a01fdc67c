import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { adStream, takeAds } from './ads.ts';
import { forEachLimited } from './concurrency.ts';
import { loadAdContext } from './context.ts';
import { buildDeferredIndexes, withIndexesDeferred, type IndexBuilt } from './deferred-indexes.ts';
import { whileRendering } from './images.ts';
import { Random } from './random.ts';
import { privateSellersFor } from './sellers.ts';
import { referenceComplete, seedReference, seedState } from './reference.ts';
import { refreshSearchWords } from './search-synonyms.ts';
import { insertAds } from './writer.ts';

export const MAX_GENERATED_ADS = 10_000_000;
const BATCH = 5_000;
// Two batches in flight let a PostgreSQL server index one while it parses the other; PGlite simply queues them.
const PARALLEL_BATCHES = 2;
/** Generated ads show one or two pictures, so two variants of each thing are enough. */
const VARIANTS = 2;
/** From this many new ads, and at least as many as there are, indexes are built after the rows (record 0178). */
const DEFER_INDEXES_FROM = 50_000;

export interface GenerateOptions {
  count: number;
  storage: FileStorage;
  now?: Date;
  /** Ads per transaction. */
  batchSize?: number;
  /** Pictures of each thing shown. */
  pictures?: number;
  onProgress?: (done: number, total: number) => void;
  /** From how many new ads the indexes are built once at the end; `DEFER_INDEXES_FROM` by default. */
  deferIndexesFrom?: number;
  onIndexBuilt?: IndexBuilt;
}

/**
 * Adds `count` synthetic ads (for load tests and EXPLAIN on a large catalogue) in batches, each in
 * its own transaction. A new run continues the sequence instead of repeating the previous one.
 */
export async function generateAds(db: Db, options: GenerateOptions): Promise<number> {
  const { count } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_ADS) {
    throw new RangeError(`count must be an integer from 1 to ${MAX_GENERATED_ADS}`);
  }
  if (!referenceComplete(await seedState(db))) await seedReference(db);
  const lastId = await lastProductId(db);
  const deferIndexes = count >= Math.max(options.deferIndexesFrom ?? DEFER_INDEXES_FROM, lastId);
  const load = () => insertGenerated(db, options, lastId);
  if (deferIndexes) await withIndexesDeferred(db, load, options.onIndexBuilt);
  else {
    await buildDeferredIndexes(db, options.onIndexBuilt);
    await load();
  }
  await refreshSearchWords(db);
  return count;
}

async function insertGenerated(db: Db, options: GenerateOptions, lastId: number): Promise<void> {
  const { count, storage, onProgress } = options;
  const now = options.now ?? new Date();
  // As many people selling as a catalogue of this size has, so that each city has most kinds of things.
  const sellers = privateSellersFor(lastId + count);
  const context = await loadAdContext(db, now, options.pictures ?? VARIANTS, sellers);
  const stream = adStream(context, new Random(1_000_003 + lastId), {
    now,
    imagesPerAd: [1, VARIANTS],
    days: 180,
  });
  const batchSize = options.batchSize ?? BATCH;
  const batches = Array.from({ length: Math.ceil(count / batchSize) }, (_, i) =>
    Math.min(batchSize, count - i * batchSize),
  );
  let done = 0;
  await forEachLimited(batches, PARALLEL_BATCHES, async (size) => {
    const ads = takeAds(stream, size);
    // The pictures this batch shows for the first time render while its rows are written.
    await whileRendering(storage, context.pictures.takeNew(), () =>
      db.transaction((tx) => insertAds(tx, ads)),
    );
    done += size;
    onProgress?.(done, count);
  });
}

/** The newest ad's id: about how many ads there are, and the next run's seed, so runs do not repeat. */
async function lastProductId(db: Db): Promise<number> {
  const [row] = rowsOf<{ max: string }>(
    await db.execute(sql`select coalesce(max(id), 0)::text as max from products`),
  );
  return Number(row?.max ?? 0);
}
