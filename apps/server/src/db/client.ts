import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema/index.ts';
import { takingTurns } from './turns.ts';
import { openPool } from './pool.ts';
import { openReplicas, routedDb, type ReadReplicas } from './replicas.ts';
import { plannedInTransactions, plannedOnConnections, plannedPoolSize, type Planned } from './planned.ts';

/** The extensions the migrations create: trigrams (autocomplete, typos) and b-tree keys in GIN (city + words). */
export const pgliteExtensions = { pg_trgm, btree_gin };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's connection pool, for a library that speaks SQL itself (the job queue); none on PGlite. */
  pool?: pg.Pool;
  /** Streaming replicas that `db` sends the reads of public lists to (record 0174); none by default. */
  replicas?: ReadReplicas;
  /** Statements run with planner settings of their own, as `db` would run them otherwise (record 0182). */
  planned: Planned;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL server when a URL is given (with its replicas' URLs, if any), otherwise embedded PGlite in
 * `dataDir` (or in memory).
 */
export async function openDatabase(opts: {
  url?: string;
  readUrls?: readonly string[];
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  const url = opts.url;
  if (url) {
    const pool = openPool(url, 'PostgreSQL');
    const primary = drizzlePg({ client: pool, schema });
    const replicas = opts.readUrls?.length ? openReplicas(opts.readUrls) : undefined;
    const plannedPools: pg.Pool[] = [];
    const planned = plannedOnConnections((options) => {
      const plannedPool = openPool(url, 'PostgreSQL', { max: plannedPoolSize, options });
      plannedPools.push(plannedPool);
      const plannedPrimary = drizzlePg({ client: plannedPool, schema });
      return replicas ? routedDb(plannedPrimary, replicas, options) : plannedPrimary;
    });
    return {
      db: replicas ? routedDb(primary, replicas) : primary,
      kind: 'postgres',
      pool,
      replicas,
      planned,
      migrate: () => migrateUnderLock(pool),
      close: async () => {
        await replicas?.close();
        await Promise.all([pool, ...plannedPools].map((each) => each.end()));
      },
    };
  }
  const client =
    opts.pglite ?? (await PGlite.create({ dataDir: opts.dataDir, extensions: pgliteExtensions }));
  const db = drizzlePglite({ client: takingTurns(client), schema });
  return {
    db,
    kind: 'pglite',
    planned: plannedInTransactions(db),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Any number for the advisory lock that keeps instances starting together from migrating twice. */
const migrationLockKey = 724_301;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

/** Rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
