import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Connections of a pool for statements with settings of their own: one pool per set of settings, per server. */
export const plannedPoolSize = 4;

/** PostgreSQL settings a kind of statement is planned and run with: names and values. */
export type PlanSettings = Readonly<Record<string, string>>;

/** Runs `work` with `settings` in force for every statement it sends through the `Db` it is given. */
export type Planned = <T>(settings: PlanSettings, work: (q: Db) => Promise<T>) => Promise<T>;

/**
 * In a transaction that sets them locally: two more statements and a commit around the work, on the
 * connection it holds (the embedded database, which has only one).
 */
export const plannedInTransactions =
  (db: Db): Planned =>
  (settings, work) =>
    db.transaction(async (tx) => {
      const assignments = Object.entries(settings).map(
        ([name, value]) => sql`set_config(${name}, ${value}, true)`,
      );
      await tx.execute(sql`select ${sql.join(assignments, sql`, `)}`);
      return work(tx);
    });

/**
 * On connections opened with the settings (record 0182): a pool of its own for each set of settings,
 * opened by `open` with PostgreSQL's `options` startup parameter, so a statement is sent alone.
 */
export function plannedOnConnections(open: (options: string) => Db): Planned {
  const opened = new Map<string, Db>();
  return (settings, work) => {
    const options = startupOptions(settings);
    let db = opened.get(options);
    if (db === undefined) opened.set(options, (db = open(options)));
    return work(db);
  };
}

/** `-c name=value` for each setting, in one order (the same settings make the same pool). */
export function startupOptions(settings: PlanSettings): string {
  return Object.entries(settings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      if (!/^[a-z_]+$/.test(name) || !/^[\w.]+$/.test(value))
        throw new Error(`not a plan setting: ${name}=${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}
