import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { rememberPromise, TtlCache } from '../../platform/ttl-cache.ts';

/** A window's floor keeps about this many times the window's size of matches above it. */
const floorMargin = 4;
/** Lists expected to hold fewer matches than this many windows are read whole: a floor would save little. */
const floorFromWindows = 5;
/** How long the ranks' percentiles are kept: they move with the table's statistics (ANALYZE). */
const percentilesTtlMs = 10 * 60_000;

/**
 * Where a relevance window of a large list may start reading (record 0179). The RUM index collects every
 * match of a search's keys and sorts them before handing out the freshest; a floor on `search_rank`
 * (an index condition there) leaves the older matches out of the sort. The floor is the rank above which
 * the share `floorMargin × window / expected` of the ads lies, from the column's histogram in `pg_stats`;
 * a window that finds fewer rows above it than it needs is read again without it, so the floor never
 * changes what a list shows.
 */
export function rankFloors(db: Db) {
  const percentiles = new TtlCache<'search_rank', Promise<string[]>>(1, percentilesTtlMs);

  /** The histogram's bounds of `products.search_rank`, lowest first (none before the first ANALYZE). */
  const rankPercentiles = (): Promise<string[]> =>
    rememberPromise(percentiles, 'search_rank', async () => {
      const result = await db.execute(
        sql`select histogram_bounds::text::text[] as bounds from pg_stats
          where tablename = 'products' and attname = 'search_rank' and schemaname = current_schema()`,
      );
      return rowsOf<{ bounds: string[] | null }>(result)[0]?.bounds ?? [];
    });

  return {
    /** The floor of a window of `window` rows over a list the planner expects to hold `expected` matches, if any. */
    async floorFor(expected: number, window: number): Promise<string | undefined> {
      if (expected < floorFromWindows * window) return undefined;
      const bounds = await rankPercentiles();
      if (bounds.length < 2) return undefined;
      const shareAbove = (floorMargin * window) / expected;
      return bounds[Math.floor((1 - shareAbove) * (bounds.length - 1))];
    },
  };
}
