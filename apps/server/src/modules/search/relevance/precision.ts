import type { QueryKind, RelevanceQuery } from './set.ts';

/** How many first results a query is judged by. */
export const judgedResults = 5;

/** A result as it is judged: the subcategory (slug) it comes from and its name. */
export interface JudgedResult {
  subcategory: string;
  name: string;
}

/** A query's first results, first result first. */
export interface JudgedQuery {
  query: RelevanceQuery;
  results: readonly JudgedResult[];
}

const numbersOf = (text: string) => text.match(/\d+/g) ?? [];

/**
 * Whether a result answers the query: it comes from one of the query's subcategories, and for a model its name
 * has each number of the query as a number («iphone 13» is answered by «iPhone 13 Pro», not by «iPhone 12»;
 * «galaxy s23» not by «Galaxy S21»).
 */
export function answers(query: RelevanceQuery, result: JudgedResult): boolean {
  if (!query.subcategories.includes(result.subcategory)) return false;
  if (query.kind !== 'model') return true;
  const inName = new Set(numbersOf(result.name));
  return numbersOf(query.query).every((number) => inName.has(number));
}

/**
 * Precision at 5: the share of the first five results (of all, when fewer are found) that answer the query.
 * Finding nothing scores 0; finding two right ads and no more scores 1, as a small catalogue may hold only two of
 * a thing.
 */
export function precisionAt5({ query, results }: JudgedQuery): number {
  const first = results.slice(0, judgedResults);
  if (first.length === 0) return 0;
  return first.filter((result) => answers(query, result)).length / first.length;
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
