import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { generateDemo } from './demo.ts';
import { referenceComplete, seedReference, seedState } from './reference.ts';
import { searchSynonymsStale } from './search-synonyms.ts';

export interface SeedDeps {
  db: Db;
  /** Where the demo pictures go: the storage the server serves them from. */
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info'>;
  demo: boolean;
}

// Serialises seeding across server instances sharing one PostgreSQL database.
const SEED_LOCK = 0x5eed;

/**
 * Reference data (categories, filters, cities, search synonyms) always; the demo catalogue once, on an
 * empty database.
 */
export async function ensureSeeded({ db, storage, log, demo }: SeedDeps): Promise<void> {
  const state = await seedState(db);
  const stale = await searchSynonymsStale(db);
  if (referenceComplete(state) && !stale && (state.hasProducts || !demo)) return;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const current = await seedState(tx);
    if (!referenceComplete(current) || (await searchSynonymsStale(tx))) {
      await seedReference(tx);
      log.info('reference data seeded: categories, filters, cities, search synonyms');
    }
    if (demo && !current.hasProducts) {
      log.info('generating the demo catalogue');
      const made = await generateDemo(tx, { storage });
      log.info(`demo catalogue ready: ${made.ads} ads, ${made.images} new pictures`);
    }
  });
  log.info(`seeding took ${Math.round(performance.now() - started)} ms`);
}
