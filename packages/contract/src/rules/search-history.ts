import { limits } from '../constants.ts';

const normalise = (query: string): string => query.trim().replace(/\s+/g, ' ');
const sameQuery = (a: string, b: string): boolean => a.toLocaleLowerCase('ru') === b.toLocaleLowerCase('ru');

/**
 * Spec §5 search history: blank queries are ignored, a repeated query moves to the top (compared
 * without regard to case or extra spaces), newest first, at most `max` entries.
 */
export function addToSearchHistory(
  history: readonly string[],
  query: string,
  max: number = limits.searchHistoryMax,
): string[] {
  const entry = normalise(query);
  if (!entry) return history.slice(0, max);
  return [entry, ...history.filter((item) => !sameQuery(item, entry))].slice(0, max);
}

/** Reads a stored history defensively: anything that is not a list of queries becomes a clean list. */
export function parseSearchHistory(raw: unknown, max: number = limits.searchHistoryMax): string[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((history, item) => addToSearchHistory(history, item, max), []);
}
