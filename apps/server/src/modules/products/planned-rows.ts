import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { rememberPromise, TtlCache } from '../../platform/ttl-cache.ts';
import { whereOf, type CityScope, type SearchCriteria } from './criteria.ts';

/**
 * The planner's estimate of a list's matching rows (no row is read), kept a minute: it moves only with the
 * table's statistics. Close for common words and broad filters, which are exactly the lists too costly to
 * count or to rank whole.
 */
export function plannedRows(db: Db) {
  const estimates = new TtlCache<string, Promise<number>>(2_000, 60_000);

  async function explain(criteria: SearchCriteria, scope: CityScope): Promise<number> {
    const matching = db
      .select({ one: sql`1` })
      .from(products)
      .where(whereOf(criteria, scope));
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${matching}`));
    // node-postgres parses the JSON plan; PGlite hands it over as text.
    const raw = row?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
    return Math.round(plan[0].Plan['Plan Rows']);
  }

  return (criteria: SearchCriteria, scope: CityScope): Promise<number> =>
    rememberPromise(estimates, JSON.stringify([criteria, scope]), () => explain(criteria, scope));
}
