import type { ListTotal } from '@mp/contract';
import type { CityScope, SearchCriteria } from './criteria.ts';
import type { ProductsRepository } from './repository.ts';

/**
 * Totals are counted exactly up to this many ads (a bounded count reads at most this many rows); a
 * larger total is the planner's estimate, marked as such. A list whose estimate is above `trustedEstimate`
 * is not counted: a count would almost surely stop at the cap and show the estimate anyway, after reading a
 * thousand rows to learn it (an uncached search's other-cities total; a feed's other cities, record 0177).
 * Estimates that high come from the statistics of common words and broad filters, which are close; rarer
 * words and narrower lists are estimated low, and counted.
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
  /** The totals of `scopes` the planner's estimate tells (above `trustedEstimate`); the others are to be counted. */
  function estimatedTotals(
    criteria: SearchCriteria,
    scopes: CityScope[],
  ): Promise<(ListTotal | undefined)[]> {
    return Promise.all(
      scopes.map(async (scope): Promise<ListTotal | undefined> => {
        const estimate = await estimateOf(criteria, scope);
        return estimate > trustedEstimate ? { count: roughly(estimate), estimated: true } : undefined;
      }),
    );
  }

  /** Every scope's total: the `known` ones, and the others from `counted`, their bounded counts in order. */
  function totalsWith(
    criteria: SearchCriteria,
    scopes: CityScope[],
    known: (ListTotal | undefined)[],
    counted: number[],
  ): Promise<ListTotal[]> {
    let next = 0;
    return Promise.all(
      scopes.map(async (scope, i) => known[i] ?? totalFromCount(criteria, scope, counted[next++] ?? 0)),
    );
  }

  /** How many ads match in each scope: the planner's estimate of a large list, else a bounded count (one statement). */
  async function totalsOf(criteria: SearchCriteria, scopes: CityScope[]): Promise<ListTotal[]> {
    const known = await estimatedTotals(criteria, scopes);
    const toCount = scopes.filter((_, i) => known[i] === undefined);
    const counted = toCount.length > 0 ? await repository.countsUpTo(criteria, toCount, exactCountCap) : [];
    return totalsWith(criteria, scopes, known, counted);
  }

  async function totalFromCount(
    criteria: SearchCriteria,
    scope: CityScope,
    counted: number,
  ): Promise<ListTotal> {
    if (counted < exactCountCap) return { count: counted, estimated: false };
    return { count: Math.max(counted, roughly(await estimateOf(criteria, scope))), estimated: true };
  }

  /** The planner's estimate (the repository keeps it a minute). */
  const estimateOf = (criteria: SearchCriteria, scope: CityScope): Promise<number> =>
    repository.estimate(criteria, scope);

  const totalOf = async (criteria: SearchCriteria, scope: CityScope): Promise<ListTotal> =>
    (await totalsOf(criteria, [scope]))[0]!;

  return { totalsOf, totalOf, estimatedTotals, totalsWith };
}
