// The bench's own database: `mp_bench…` on the local PostgreSQL server, or a PGlite directory under
// bench/data. Nothing here touches any other database (args.ts only accepts names starting mp_bench).
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../apps/server/src/db/client.ts';
import type { DbKind } from './args.ts';

/** The server's DATA_DIR: PGlite's files (pglite only) and the generated images (both kinds). */
const dataDir = (name: string, kind: DbKind): string =>
  path.join(import.meta.dirname, '..', 'data', name, kind);

async function emptyDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
}

export interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface BenchDatabase {
  readonly kind: DbKind;
  /** Where it lives, for the report. */
  readonly location: string;
  /** Environment that points the server and the admin CLI at this database. */
  readonly env: Record<string, string>;
  /** Drops and recreates it, empty. */
  recreate(): Promise<void>;
  /** Whether it exists at all (it may still be empty). */
  exists(): Promise<boolean>;
  /** A client for reading facts and running ANALYZE; PGlite allows it only while no server runs. */
  connect(): Promise<SqlClient>;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgClient(url: string): Promise<SqlClient> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/** Whether a PostgreSQL server answers at `serverUrl`. */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  try {
    const client = await pgClient(withDatabase(serverUrl, 'postgres'));
    await client.close();
    return true;
  } catch {
    return false;
  }
}

function postgresDatabase(serverUrl: string, name: string): BenchDatabase {
  const url = withDatabase(serverUrl, name);
  const maintenance = async <T>(fn: (client: SqlClient) => Promise<T>): Promise<T> => {
    const client = await pgClient(withDatabase(serverUrl, 'postgres'));
    try {
      return await fn(client);
    } finally {
      await client.close();
    }
  };
  return {
    kind: 'postgres',
    location: url,
    env: { DATABASE_URL: url, DATA_DIR: dataDir(name, 'postgres') },
    async recreate() {
      await emptyDir(dataDir(name, 'postgres'));
      await maintenance(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      });
    },
    exists: () =>
      maintenance(async (client) => {
        const rows = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        return rows.length > 0;
      }),
    connect: () => pgClient(url),
  };
}

function pgliteDatabase(name: string): BenchDatabase {
  // The server keeps PGlite's files in $DATA_DIR/db (apps/server/src/config.ts).
  const dbDir = path.join(dataDir(name, 'pglite'), 'db');
  return {
    kind: 'pglite',
    location: dbDir,
    env: { DATA_DIR: dataDir(name, 'pglite'), DATABASE_URL: '' },
    recreate: () => emptyDir(dataDir(name, 'pglite')),
    exists: () =>
      fs.access(path.join(dbDir, 'PG_VERSION')).then(
        () => true,
        () => false,
      ),
    async connect() {
      const client = await PGlite.create({ dataDir: dbDir, extensions: pgliteExtensions });
      return {
        query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        close: () => client.close(),
      };
    },
  };
}

export function benchDatabase(kind: DbKind, pgUrl: string, name: string): BenchDatabase {
  return kind === 'postgres' ? postgresDatabase(pgUrl, name) : pgliteDatabase(name);
}
