import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions, type Database } from '../db/client.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL (dropped again on close), so runs never share rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase();
}

/** PGlite cloned from a migrated template: loading a data dir is several times faster than migrating. */
async function createPgliteDatabase(): Promise<Database> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
  return openDatabase({ pglite: client });
}

/**
 * The template lives in the OS temp dir, keyed by the migrations' content, so every test file and
 * worker of every run shares one migration; a changed migration simply makes a new template.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mp-pglite-template-${migrationsHash()}.tar.gz`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await (await openDatabase({ pglite: client })).migrate();
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  // Write then rename: parallel workers racing here each produce a complete, identical file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const entry of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsDir, entry);
    if (fs.statSync(full).isFile()) hash.update(entry).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const { url, drop } = await createEmptyServerDatabase(serverUrl);
  const database = await openDatabase({ url });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createEmptyServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
