import type { QueryKind, RelevanceQuery } from './set.ts';

/** How many first results a query is judged by. */
export const judgedResults = 5;

/** A query's first results as the subcategories (slugs) they come from, first result first. */
export interface JudgedQuery {
  query: RelevanceQuery;
  resultSubcategories: readonly string[];
}

/**
 * Precision at 5: the share of the first five results (of all, when fewer are found) that come from one of
 * the query's subcategories. Finding nothing scores 0; finding two right ads and no more scores 1, as a small
 * catalogue may hold only two of a thing.
 */
export function precisionAt5({ query, resultSubcategories }: JudgedQuery): number {
  const first = resultSubcategories.slice(0, judgedResults);
  if (first.length === 0) return 0;
  const expected = new Set(query.subcategories);
  return first.filter((slug) => expected.has(slug)).length / first.length;
}

export interface KindPrecision {
  kind: QueryKind | 'all';
  queries: number;
  /** The mean of the queries' precision at 5. */
  precision: number;
}

/** The mean precision at 5 of each kind of query present, in the order of `kinds`, then of all. */
export function precisionByKind(
  judged: readonly JudgedQuery[],
  kinds: readonly QueryKind[],
): KindPrecision[] {
  const mean = (list: readonly JudgedQuery[]) =>
    list.length === 0 ? 0 : list.reduce((sum, one) => sum + precisionAt5(one), 0) / list.length;
  const byKind = kinds.flatMap((kind): KindPrecision[] => {
    const list = judged.filter((one) => one.query.kind === kind);
    return list.length === 0 ? [] : [{ kind, queries: list.length, precision: mean(list) }];
  });
  return [...byKind, { kind: 'all', queries: judged.length, precision: mean(judged) }];
}
