import { describe, expect, it } from 'vitest';
import { precisionAt5, precisionByKind, type JudgedQuery } from './precision.ts';
import type { RelevanceQuery } from './set.ts';

const query = (kind: RelevanceQuery['kind'], subcategories: string[]): RelevanceQuery => ({
  query: 'x',
  kind,
  subcategories,
});
const judged = (one: RelevanceQuery, subcategories: string[], name = 'Объявление'): JudgedQuery => ({
  query: one,
  results: subcategories.map((subcategory) => ({ subcategory, name })),
});

describe('precision at 5', () => {
  it('is the share of the first five results from the query’s subcategories', () => {
    const phones = query('word', ['phones', 'tablets']);
    expect(precisionAt5(judged(phones, ['phones', 'tablets', 'tv', 'phones', 'cars', 'phones']))).toBe(0.6);
  });

  it('counts only the results found when fewer than five, and nothing found as 0', () => {
    const phones = query('word', ['phones']);
    expect(precisionAt5(judged(phones, ['phones', 'phones']))).toBe(1);
    expect(precisionAt5(judged(phones, ['phones', 'tv']))).toBe(0.5);
    expect(precisionAt5(judged(phones, []))).toBe(0);
  });

  it('asks a model’s results for each of its numbers in their names, as numbers', () => {
    const model = { ...query('model', ['phones']), query: 'iphone 13 pro' };
    const named = (...names: string[]): JudgedQuery => ({
      query: model,
      results: names.map((name) => ({ subcategory: 'phones', name })),
    });
    expect(
      precisionAt5(named('Apple iPhone 13 Pro, 256 ГБ', 'iPhone 12', 'iPhone 113', 'Чехол iPhone 13')),
    ).toBe(0.5);
    expect(precisionAt5({ query: model, results: [{ subcategory: 'audio', name: 'iPhone 13' }] })).toBe(0);
  });

  it('averages each kind present in the order given, then all', () => {
    const word = query('word', ['phones']);
    const typo = query('typo', ['cars']);
    const all = [judged(word, ['phones']), judged(typo, ['cars', 'tires']), judged(typo, [])];
    expect(precisionByKind(all, ['typo', 'slang', 'word'])).toEqual([
      { kind: 'typo', queries: 2, precision: 0.25 },
      { kind: 'word', queries: 1, precision: 1 },
      { kind: 'all', queries: 3, precision: 0.5 },
    ]);
  });
});
