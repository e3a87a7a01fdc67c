import type { ListTotal } from '@mp/contract';
import type { CityScope, SearchCriteria } from './criteria.ts';
import type { ProductsRepository } from './repository.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/**
 * Totals are counted exactly up to this many ads (a bounded count reads at most this many rows); a
 * larger total is the planner's estimate, marked as such. A text search whose estimate is above
 * `trustedEstimate` is not counted: a count would almost surely stop at the cap and show the estimate
 * anyway, after reading a thousand rows of the ads' table to learn it (the commonest cost of an uncached
 * search's other-cities total at a million ads). Estimates that high come from the statistics of common
 * words, which are close; rarer words are estimated low, and counted.
 */
export const exactCountCap = 1000;
const trustedEstimate = 2 * exactCountCap;
/** An estimate as people say it: two significant digits (27 374 → 27 000). */
function roughly(n: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / unit) * unit;
}

export type ListTotals = ReturnType<typeof listTotals>;

/** The totals of the lists: counted while cheap, else the planner's estimate, marked as such. */
export function listTotals(repository: Pick<ProductsRepository, 'countsUpTo' | 'estimate'>) {
  const estimateCache = new TtlCache<string, Promise<number>>(2_000, 60_000);

  /**
   * How many ads match: exact while cheap to count, otherwise the planner's estimate. Without words
   * bounded counts read only an index, and the totals of all the scopes asked are counted in one
   * statement; with words they read heap rows, so a broad search (a large estimate) is not counted.
   */
  async function totalsOf(criteria: SearchCriteria, scopes: CityScope[]): Promise<ListTotal[]> {
    if (criteria.search !== undefined)
      return Promise.all(scopes.map((scope) => textTotalOf(criteria, scope)));
    const counted = await repository.countsUpTo(criteria, scopes, exactCountCap);
    return Promise.all(counted.map((count, i) => totalFromCount(criteria, scopes[i]!, count)));
  }

  async function textTotalOf(criteria: SearchCriteria, scope: CityScope): Promise<ListTotal> {
    const estimate = await estimateOf(criteria, scope);
    if (estimate > trustedEstimate) return { count: roughly(estimate), estimated: true };
    const [counted] = await repository.countsUpTo(criteria, [scope], exactCountCap);
    return totalFromCount(criteria, scope, counted!);
  }

  async function totalFromCount(
    criteria: SearchCriteria,
    scope: CityScope,
    counted: number,
  ): Promise<ListTotal> {
    if (counted < exactCountCap) return { count: counted, estimated: false };
    return { count: Math.max(counted, roughly(await estimateOf(criteria, scope))), estimated: true };
  }

  /** The planner's estimate, kept a minute: it moves only with the table's statistics. */
  function estimateOf(criteria: SearchCriteria, scope: CityScope): Promise<number> {
    const key = JSON.stringify([criteria, scope]);
    const kept = estimateCache.get(key);
    if (kept) return kept;
    const estimate = repository.estimate(criteria, scope);
    estimateCache.set(key, estimate);
    estimate.catch(() => estimateCache.delete(key));
    return estimate;
  }

  const totalOf = async (criteria: SearchCriteria, scope: CityScope): Promise<ListTotal> =>
    (await totalsOf(criteria, [scope]))[0]!;

  return { totalsOf, totalFromCount, totalOf };
}
