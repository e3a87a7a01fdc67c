import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { seedDeferredIndexes } from '../db/schema/index.ts';

/** The tables a generation fills, its triggers included. */
const FILLED_TABLES = ['products', 'product_images', 'product_views', 'product_name_words'];
// Each index is built by one sort; more memory keeps a GIN index's build out of temporary files.
const BUILD_MEMORY = '512MB';

/**
 * Runs a bulk load with the filled tables' secondary indexes dropped, then builds them again, each
 * in one pass over the table: PostgreSQL's own advice for loading much data, and at ten million ads
 * several times faster than updating ~20 indexes row by row (record 0178). Indexes that back a
 * constraint (primary keys, unique columns) stay. The definitions are kept in a table first, so a
 * load that is killed leaves them for the next call to build.
 */
export async function withIndexesDeferred<T>(
  db: Db,
  load: () => Promise<T>,
  onBuilt?: IndexBuilt,
): Promise<T> {
  await buildDeferredIndexes(db, onBuilt);
  await db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i
         where i.indrelid::regclass::text in (${sql.join(
           FILLED_TABLES.map((table) => sql`${table}`),
           sql`, `,
         )})
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
    );
    if (indexes.length === 0) return;
    await tx.insert(seedDeferredIndexes).values(indexes);
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.raw(name)}`);
  });
  try {
    return await load();
  } finally {
    await buildDeferredIndexes(db, onBuilt);
  }
}

export type IndexBuilt = (name: string, built: number, total: number) => void;

/** Builds the indexes a deferred load dropped, one transaction each, and forgets each once built. */
export async function buildDeferredIndexes(db: Db, onBuilt?: IndexBuilt): Promise<number> {
  const deferred = await db.select().from(seedDeferredIndexes).orderBy(seedDeferredIndexes.name);
  for (const [built, { name, definition }] of deferred.entries()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
      await tx.execute(sql.raw(definition));
      await tx.delete(seedDeferredIndexes).where(sql`${seedDeferredIndexes.name} = ${name}`);
    });
    onBuilt?.(name, built + 1, deferred.length);
  }
  return deferred.length;
}
