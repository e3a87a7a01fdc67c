// What PostgreSQL did for each scenario, per request: the indexes it scanned and how many entries they
// returned, the sequential scans, and the table blocks it touched. Read from the cumulative statistics views
// before and after a scenario, so it sums every statement the server ran, whatever the code path.
import type { SqlClient } from './database.ts';

/** Counters of one moment: transactions committed, per index, per table, per statement (where timed). */
export interface DatabaseActivity {
  transactions: number;
  indexes: Record<string, { scans: number; entries: number }>;
  tables: Record<string, { seqScans: number; seqRows: number; blocks: number }>;
  statements?: Record<string, StatementTimes>;
}

interface StatementTimes {
  query: string;
  calls: number;
  planMs: number;
  execMs: number;
}

export interface StatementUse {
  /** The statement's text as pg_stat_statements keeps it (constants as $n), its first 160 characters. */
  query: string;
  callsPerRequest: number;
  planMsPerCall: number;
  execMsPerCall: number;
}

export interface IndexUse {
  index: string;
  scansPerRequest: number;
  entriesPerRequest: number;
}

export interface PlanSummary {
  /** Transactions committed (a statement on its own is one; so is each `BEGIN … COMMIT`). */
  transactionsPerRequest: number;
  /** The indexes that did the most work, busiest first. */
  indexes: IndexUse[];
  /** Sequential scans of the ads' table and the rows they read, per request. */
  seqScansPerRequest: number;
  seqRowsPerRequest: number;
  /** Blocks of the ads' table read (from the buffer cache or the disk), per request. */
  productBlocksPerRequest: number;
  /** Where the server times statements (pg_stat_statements): PostgreSQL's time per request, and where it went. */
  timings?: {
    statementsPerRequest: number;
    planMsPerRequest: number;
    execMsPerRequest: number;
    costliest: StatementUse[];
  };
}

const shownIndexes = 4;
const shownStatements = 3;

/**
 * Turns on statement timings where the server loads pg_stat_statements (`shared_preload_libraries`, see
 * bench/README.md): the extension in this database, and planning times for connections opened after this.
 */
export async function enableStatementTimings(client: SqlClient): Promise<boolean> {
  const [row] = await client.query<{ loaded: boolean }>(
    `select current_setting('shared_preload_libraries') ~ 'pg_stat_statements' as loaded`,
  );
  if (!row?.loaded) return false;
  await client.query('create extension if not exists pg_stat_statements');
  await client.query(
    `do $$ begin execute format('alter database %I set pg_stat_statements.track_planning = on', current_database()); end $$`,
  );
  return true;
}

/** The server's statements only: the readings of these views are left out. */
async function statementTimes(client: SqlClient): Promise<Record<string, StatementTimes>> {
  const rows = await client.query<{ id: string; query: string; calls: string; plan: number; exec: number }>(
    `select queryid::text as id, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query, calls,
            total_plan_time as plan, total_exec_time as exec
       from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
        and query !~ 'pg_stat_'`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.id, { query: r.query, calls: Number(r.calls), planMs: r.plan, execMs: r.exec }]),
  );
}

export async function databaseActivity(client: SqlClient, timed = false): Promise<DatabaseActivity> {
  const indexRows = await client.query<{ name: string; scans: string; entries: string }>(
    `select indexrelname as name, idx_scan as scans, idx_tup_read as entries from pg_stat_user_indexes`,
  );
  const tableRows = await client.query<{ name: string; seq: string; rows: string; blocks: string | null }>(
    `select t.relname as name, t.seq_scan as seq, t.seq_tup_read as rows,
            coalesce(io.heap_blks_hit, 0) + coalesce(io.heap_blks_read, 0) as blocks
       from pg_stat_user_tables t join pg_statio_user_tables io using (relid)`,
  );
  const [database] = await client.query<{ transactions: string }>(
    `select xact_commit as transactions from pg_stat_database where datname = current_database()`,
  );
  return {
    transactions: Number(database?.transactions ?? 0),
    indexes: Object.fromEntries(
      indexRows.map((r) => [r.name, { scans: Number(r.scans), entries: Number(r.entries) }]),
    ),
    tables: Object.fromEntries(
      tableRows.map((r) => [
        r.name,
        { seqScans: Number(r.seq), seqRows: Number(r.rows), blocks: Number(r.blocks ?? 0) },
      ]),
    ),
    statements: timed ? await statementTimes(client) : undefined,
  };
}

// Transactions are left out: the readings commit their own (a few, against thousands of requests).
const sameActivity = (a: DatabaseActivity, b: DatabaseActivity) =>
  JSON.stringify([a.indexes, a.tables]) === JSON.stringify([b.indexes, b.tables]);

/**
 * The counters once the server's connections have reported what they did: a busy connection reports at
 * most every second and an idle one within 10 s (PostgreSQL 15), so this waits until two readings a second
 * apart agree, at most `maxSeconds`.
 */
export async function settledActivity(
  client: SqlClient,
  timed = false,
  maxSeconds = 12,
): Promise<DatabaseActivity> {
  let last = await databaseActivity(client, timed);
  for (let waited = 0; waited < maxSeconds; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const next = await databaseActivity(client, timed);
    if (sameActivity(last, next)) return next;
    last = next;
  }
  return last;
}

const perRequest = (n: number, requests: number) => Math.round((n / requests) * 10) / 10;

export function summarise(before: DatabaseActivity, after: DatabaseActivity, requests: number): PlanSummary {
  const n = Math.max(requests, 1);
  const indexes = Object.entries(after.indexes)
    .map(([index, counters]) => ({
      index,
      scans: counters.scans - (before.indexes[index]?.scans ?? 0),
      entries: counters.entries - (before.indexes[index]?.entries ?? 0),
    }))
    .filter((use) => use.scans > 0)
    .sort((a, b) => b.entries - a.entries || b.scans - a.scans)
    .slice(0, shownIndexes)
    .map((use) => ({
      index: use.index,
      scansPerRequest: perRequest(use.scans, n),
      entriesPerRequest: perRequest(use.entries, n),
    }));
  const products = (activity: DatabaseActivity) =>
    activity.tables.products ?? { seqScans: 0, seqRows: 0, blocks: 0 };
  return {
    transactionsPerRequest: perRequest(after.transactions - before.transactions, n),
    indexes,
    seqScansPerRequest: perRequest(products(after).seqScans - products(before).seqScans, n),
    seqRowsPerRequest: perRequest(products(after).seqRows - products(before).seqRows, n),
    productBlocksPerRequest: perRequest(products(after).blocks - products(before).blocks, n),
    timings: after.statements && timingsOf(before.statements ?? {}, after.statements, n),
  };
}

const milliseconds = (n: number) => Math.round(n * 100) / 100;

/** Statement times between two readings, per request; the costliest statements by their whole time. */
function timingsOf(
  before: Record<string, StatementTimes>,
  after: Record<string, StatementTimes>,
  requests: number,
): PlanSummary['timings'] {
  const deltas = Object.entries(after)
    .map(([id, times]) => ({
      query: times.query,
      calls: times.calls - (before[id]?.calls ?? 0),
      planMs: times.planMs - (before[id]?.planMs ?? 0),
      execMs: times.execMs - (before[id]?.execMs ?? 0),
    }))
    .filter((delta) => delta.calls > 0);
  const sum = (key: 'calls' | 'planMs' | 'execMs') => deltas.reduce((total, d) => total + d[key], 0);
  return {
    statementsPerRequest: perRequest(sum('calls'), requests),
    planMsPerRequest: milliseconds(sum('planMs') / requests),
    execMsPerRequest: milliseconds(sum('execMs') / requests),
    costliest: deltas
      .sort((a, b) => b.planMs + b.execMs - (a.planMs + a.execMs))
      .slice(0, shownStatements)
      .map((d) => ({
        query: d.query,
        callsPerRequest: perRequest(d.calls, requests),
        planMsPerCall: milliseconds(d.planMs / d.calls),
        execMsPerCall: milliseconds(d.execMs / d.calls),
      })),
  };
}

/** One line per scenario: «feed: 3 transactions, products 31 blocks; products_active_category_city_feed_idx 2×, 45 entries; …». */
export function formatPlan(name: string, plan: PlanSummary): string {
  const seq =
    plan.seqScansPerRequest > 0
      ? `, ${plan.seqScansPerRequest} seq scans (${plan.seqRowsPerRequest} rows)`
      : '';
  const indexes = plan.indexes
    .map((use) => `${use.index} ${use.scansPerRequest}×, ${use.entriesPerRequest} entries`)
    .join('; ');
  const line = `  ${name}: ${plan.transactionsPerRequest} transactions, products ${plan.productBlocksPerRequest} blocks${seq}; ${indexes || 'no index'}`;
  if (!plan.timings) return line;
  const { statementsPerRequest, planMsPerRequest, execMsPerRequest, costliest } = plan.timings;
  const statements = costliest.map(
    (use) =>
      `\n      ${use.callsPerRequest}× plan ${use.planMsPerCall} ms, run ${use.execMsPerCall} ms: ${use.query}`,
  );
  return `${line}\n    ${statementsPerRequest} statements: planning ${planMsPerRequest} ms, running ${execMsPerRequest} ms${statements.join('')}`;
}
