import pg from 'pg';

/**
 * How long a query waits for a connection (a free one of the pool's, or a new one from a server that
 * does not answer) before it fails, rather than wait for ever.
 */
export const connectTimeoutMs = 5_000;

/**
 * No just-in-time compilation on any connection (record 0189): PostgreSQL compiles a statement whose estimated
 * cost passes `jit_above_cost`, and at ten million ads a search's window and counts pass it, to spend 11–145 ms
 * compiling a statement that reads for 5–100 ms.
 */
const everyConnection = '-c jit=off';

/**
 * A pool of connections to one server (`name` in the warnings: the primary or a replica), 10 unless `max`
 * says otherwise, each opened with `everyConnection` and `options` (PostgreSQL's startup settings) when
 * given. A connection the server ends (restart, failover, a forced drop) must not crash the process: the
 * pool reports and replaces an idle one, and one it has already let go of may still be closing. Errors of
 * running queries reach their callers as rejections either way.
 */
export function openPool(
  url: string,
  name: string,
  { max = 10, options }: { max?: number; options?: string } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: options === undefined ? everyConnection : `${everyConnection} ${options}`,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  pool.on('error', (error) => console.warn(`${name} closed an idle connection: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
