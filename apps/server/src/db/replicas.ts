import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema/index.ts';
import type { Db } from './client.ts';
import { openPool } from './pool.ts';
import { plannedPoolSize } from './planned.ts';

/** How often each replica is asked whether it answers; one that does not gets no reads until it does. */
export const replicaProbeMs = 2_000;

/** Streaming replicas of the primary, for reads that tolerate a little lag (record 0174). */
export interface ReadReplicas {
  /**
   * A replica that answered its last probe, in turn; none when every one is down. With `options`, its
   * connections opened with these startup settings (a pool of its own, `planned.ts`).
   */
  pick(options?: string): Db | undefined;
  /** Probes every replica now, as the timer does: whether at least one answers. */
  probe(): Promise<boolean>;
  close(): Promise<void>;
}

interface Replica {
  url: string;
  db: Db;
  pools: pg.Pool[];
  /** Its Dbs on connections opened with startup settings, by those settings. */
  planned: Map<string, Db>;
  up: boolean;
}

export function openReplicas(urls: readonly string[]): ReadReplicas {
  const replicas: Replica[] = urls.map((url) => {
    const pool = openPool(url, 'A replica');
    // Up until a probe says otherwise: the first requests need not wait for the first probe.
    return { url, db: drizzle({ client: pool, schema }), pools: [pool], planned: new Map(), up: true };
  });
  const plannedDb = (replica: Replica, options: string): Db => {
    let db = replica.planned.get(options);
    if (db === undefined) {
      const pool = openPool(replica.url, 'A replica', { max: plannedPoolSize, options });
      replica.pools.push(pool);
      replica.planned.set(options, (db = drizzle({ client: pool, schema })));
    }
    return db;
  };
  // The replicas that answered their last probe, kept by the probe rather than sought at every query.
  let up = replicas;
  let turn = 0;

  const probe = async () => {
    await Promise.all(
      replicas.map(async (replica) => {
        replica.up = await replica.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        );
      }),
    );
    up = replicas.filter((replica) => replica.up);
    return up.length > 0;
  };
  const timer = setInterval(() => void probe(), replicaProbeMs).unref();

  return {
    pick(options) {
      turn = (turn + 1) % Math.max(up.length, 1);
      const replica = up[turn];
      return replica && (options === undefined ? replica.db : plannedDb(replica, options));
    },
    probe,
    async close() {
      clearInterval(timer);
      await Promise.all(replicas.flatMap((replica) => replica.pools.map((pool) => pool.end())));
    },
  };
}

/**
 * Whether the code running now may read from a replica: a request to a route that allows it sets this
 * for its handler (http/read-routing.ts). A request's scope ends with its reply, so work it left
 * behind (a timer, an event) reads from the primary again.
 */
const readScope = new AsyncLocalStorage<{ replica: boolean }>();

/** Runs `work` with its reads on a replica, until `scope.replica` is turned off. */
export const onReplica = <T>(scope: { replica: boolean }, work: () => T): T => readScope.run(scope, work);

const readsOnReplica = () => readScope.getStore()?.replica === true;

/**
 * What only the primary can do. Raw statements and transactions follow the scope: a search reads in a
 * transaction that sets its own plan and timeout.
 */
const primaryOnly = new Set<PropertyKey>(['insert', 'update', 'delete', 'refreshMaterializedView']);

/**
 * The database the repositories hold (`options`: its connections' startup settings): the primary, except that a query begun where reads may go to a
 * replica (`onReplica`) goes to one that answers. The query builders' writes always go to the primary;
 * a route that lets its reads go to a replica writes nothing else (a replica refuses it).
 */
export function routedDb(primary: Db, replicas: ReadReplicas, options?: string): Db {
  return new Proxy(primary, {
    get(target, property) {
      const source =
        !primaryOnly.has(property) && readsOnReplica() ? (replicas.pick(options) ?? target) : target;
      const value: unknown = Reflect.get(source, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
