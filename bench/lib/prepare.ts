// The bench database, reused or generated, then settled by VACUUM ANALYZE and read for the facts the
// scenarios need (shared by run.ts and saved-searches.ts).
import type { BenchArgs, DbKind } from './args.ts';
import { benchDatabase, postgresReachable, type BenchDatabase, type SqlClient } from './database.ts';
import {
  vacuumAnalyze,
  countAds,
  databaseSize,
  readDataset,
  type Dataset,
  type DatabaseSize,
} from './dataset.ts';
import { generateAds } from './servers.ts';

export interface Prepared {
  db: BenchDatabase;
  dataset: Dataset;
  /** Ads that were there before the run. */
  reused: number;
  generationSeconds: number | null;
  size: DatabaseSize;
}

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

export const seconds = (since: number): number => Math.round((performance.now() - since) / 100) / 10;

export async function withClient<T>(db: BenchDatabase, fn: (client: SqlClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

async function chooseDbKind(args: BenchArgs): Promise<DbKind> {
  const reachable = await postgresReachable(args.pgUrl);
  if (args.db === 'postgres' && !reachable) throw new Error(`PostgreSQL does not answer at ${args.pgUrl}`);
  return args.db ?? (reachable ? 'postgres' : 'pglite');
}

/** Reuses or regenerates the bench database, then VACUUM ANALYZE and the facts the scenarios need. */
export async function prepareDatabase(args: BenchArgs): Promise<Prepared> {
  const db = benchDatabase(await chooseDbKind(args), args.pgUrl, args.dbName);
  console.log(`Database: ${db.kind} (${db.location})`);
  const existing = args.reuse && (await db.exists()) ? await withClient(db, countAds) : 0;
  const missing = Math.max(0, args.ads - existing);
  if (existing > 0) console.log(`Reusing ${existing.toLocaleString('en')} ads already there.`);
  else await db.recreate(); // the generator migrates it and inserts the reference data itself
  let generationSeconds: number | null = null;
  if (missing > 0) {
    console.log(`Generating ${missing.toLocaleString('en')} ads…`);
    const started = performance.now();
    await generateAds(db, missing);
    generationSeconds = seconds(started);
    console.log(`Generated ${missing.toLocaleString('en')} ads in ${generationSeconds} s.`);
  }
  const { dataset, size } = await withClient(db, async (client) => {
    const started = performance.now();
    await vacuumAnalyze(client);
    console.log(`VACUUM ANALYZE in ${seconds(started)} s.`);
    return { dataset: await readDataset(client), size: await databaseSize(client) };
  });
  console.log(
    `Database ${gigabytes(size.database)}: ads' table ${gigabytes(size.productsTable)}, ` +
      `its indexes ${gigabytes(size.productsIndexes)}.`,
  );
  console.log(
    `${dataset.ads.toLocaleString('en')} ads; big city: ${dataset.bigCity.name} ` +
      `(${dataset.bigCity.ads.toLocaleString('en')} ads); ${dataset.categoryIds.length} categories.`,
  );
  return { db, dataset, reused: existing, generationSeconds, size };
}
