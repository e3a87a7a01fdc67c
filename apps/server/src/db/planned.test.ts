import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { rowsOf, type Database, type Db } from './client.ts';
import { plannedPoolSize, startupOptions } from './planned.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const setting = async (q: Db, name: string) =>
  rowsOf<{ value: string }>(await q.execute(sql`select current_setting(${name}) as value`))[0]?.value;

describe('planned statements', () => {
  it('run with their settings, every statement of the work, and leave other statements alone', async () => {
    const seen = await database.planned(
      { enable_bitmapscan: 'off', statement_timeout: '4000' },
      async (q) => [await setting(q, 'enable_bitmapscan'), await setting(q, 'statement_timeout')],
    );
    expect(seen).toEqual(['off', '4s']);
    expect(await setting(database.db, 'enable_bitmapscan')).toBe('on');
    expect(await setting(database.db, 'statement_timeout')).toBe('0');
    // Other settings on the same database are their own.
    expect(await database.planned({ enable_seqscan: 'off' }, (q) => setting(q, 'enable_bitmapscan'))).toBe(
      'on',
    );
  });

  it('share a few connections per set of settings on a PostgreSQL server', async () => {
    if (database.kind === 'pglite') return;
    const backends = await Promise.all(
      Array.from({ length: 20 }, () =>
        database.planned({ enable_indexscan: 'off' }, async (q) =>
          rowsOf<{ pid: number }>(await q.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.02)`)),
        ),
      ),
    );
    const distinct = new Set(backends.map(([row]) => row!.pid));
    expect(distinct.size).toBeGreaterThan(1);
    expect(distinct.size).toBeLessThanOrEqual(plannedPoolSize);
  });
});

describe('connections to a PostgreSQL server', () => {
  it('compile no statement just in time, the planned ones included (record 0189)', async () => {
    if (database.kind === 'pglite') return;
    expect(await setting(database.db, 'jit')).toBe('off');
    expect(await database.planned({ enable_indexscan: 'off' }, (q) => setting(q, 'jit'))).toBe('off');
  });
});

describe('startupOptions', () => {
  it('gives each setting as -c name=value, in one order whatever the order given', () => {
    expect(startupOptions({ statement_timeout: '5000', enable_bitmapscan: 'off' })).toBe(
      '-c enable_bitmapscan=off -c statement_timeout=5000',
    );
    expect(startupOptions({ enable_bitmapscan: 'off', statement_timeout: '5000' })).toBe(
      startupOptions({ statement_timeout: '5000', enable_bitmapscan: 'off' }),
    );
  });

  it('refuses what is not a setting’s name or a plain value', () => {
    expect(() => startupOptions({ 'enable_seqscan=off -c work_mem': '1' })).toThrow(/not a plan setting/);
    expect(() => startupOptions({ work_mem: '1MB -c x=y' })).toThrow(/not a plan setting/);
  });
});
