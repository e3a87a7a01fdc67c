import { parseArgs } from 'node:util';

export type DbKind = 'postgres' | 'pglite';

export interface BenchArgs {
  ads: number;
  /** Undefined: PostgreSQL when it answers at `pgUrl`, otherwise PGlite. */
  db: DbKind | undefined;
  duration: number;
  connections: number;
  /** Keep the database's ads and generate only the missing ones. */
  reuse: boolean;
  /** Prepare the database (generate, ANALYZE) and stop before any load. */
  prepareOnly: boolean;
  /** The bench's database (PostgreSQL) or data directory (PGlite); always starts with mp_bench. */
  dbName: string;
  /** Undefined: every scenario. */
  scenarios: string[] | undefined;
  /** PostgreSQL server (without a database name); the bench creates its own database there. */
  pgUrl: string;
  /** How many times looser the budgets are than at 1,000,000 ads (2 at ten million: issue 30). */
  budgetFactor: number;
}

export const usage = `Usage: npm run bench -- [options]

  --ads N            ads in the generated catalogue (default 100000)
  --db KIND          postgres | pglite (default: postgres when reachable)
  --pg-url URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432)
  --duration S       seconds per scenario (default 10)
  --connections C    concurrent connections (default 10)
  --db-name NAME     bench database, mp_bench… only (default mp_bench)
  --reuse            keep the ads already there and generate only the missing ones
  --prepare-only     generate and ANALYZE the database, run no load
  --scenarios a,b    run only these scenarios (default: all)
  --budget-factor F  budgets F times as loose as at 1,000,000 ads (default 1; 2 at 10,000,000)
  --help             this text`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

function dbKind(raw: string | undefined): DbKind | undefined {
  if (raw === undefined || raw === 'postgres' || raw === 'pglite') return raw;
  throw new Error(`--db must be postgres or pglite, got "${raw}"`);
}

/** Parses the command line; returns undefined when only help was asked for. */
export function parseBenchArgs(argv: string[]): BenchArgs | undefined {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      ads: { type: 'string' },
      db: { type: 'string' },
      'pg-url': { type: 'string' },
      'db-name': { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      'prepare-only': { type: 'boolean', default: false },
      scenarios: { type: 'string' },
      'budget-factor': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  const pgUrl = values['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432';
  const host = new URL(pgUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`--pg-url must point at this machine, got host "${host}"`);
  }
  const dbName = values['db-name'] ?? 'mp_bench';
  if (!/^mp_bench[a-z0-9_]{0,40}$/.test(dbName)) {
    throw new Error(`--db-name must start with mp_bench (lower case, digits, _), got "${dbName}"`);
  }
  return {
    dbName,
    ads: positiveInt('ads', values.ads, 100_000),
    db: dbKind(values.db),
    duration: positiveInt('duration', values.duration, 10),
    connections: positiveInt('connections', values.connections, 10),
    reuse: values.reuse,
    prepareOnly: values['prepare-only'],
    scenarios: values.scenarios
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    pgUrl: pgUrl.replace(/\/+$/, ''),
    budgetFactor: budgetFactor(values['budget-factor']),
  };
}

function budgetFactor(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1)
    throw new Error(`--budget-factor must be 1 or more, got "${raw}"`);
  return value;
}
