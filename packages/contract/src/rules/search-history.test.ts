import { describe, expect, it } from 'vitest';
import { addToSearchHistory, parseSearchHistory } from './search-history.ts';

describe('addToSearchHistory', () => {
  it('puts the newest query first', () => {
    expect(addToSearchHistory(['велосипед'], 'диван')).toEqual(['диван', 'велосипед']);
  });

  it('ignores empty and whitespace-only queries', () => {
    expect(addToSearchHistory(['диван'], '')).toEqual(['диван']);
    expect(addToSearchHistory(['диван'], '   \t ')).toEqual(['диван']);
  });

  it('trims and collapses spaces', () => {
    expect(addToSearchHistory([], '  iphone   15  ')).toEqual(['iphone 15']);
  });

  it('moves a repeated query to the top instead of duplicating it, ignoring case', () => {
    expect(addToSearchHistory(['диван', 'Велосипед', 'шкаф'], 'велосипед')).toEqual([
      'велосипед',
      'диван',
      'шкаф',
    ]);
  });

  it('keeps at most 10 entries, dropping the oldest', () => {
    const history = Array.from({ length: 10 }, (_, i) => `запрос ${i}`);
    const next = addToSearchHistory(history, 'новый');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('новый');
    expect(next).not.toContain('запрос 9');
  });

  it('does not mutate the input', () => {
    const history = ['диван'];
    addToSearchHistory(history, 'шкаф');
    expect(history).toEqual(['диван']);
  });
});

describe('parseSearchHistory', () => {
  it('returns an empty list for anything but an array', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory('диван')).toEqual([]);
    expect(parseSearchHistory({ 0: 'диван' })).toEqual([]);
  });

  it('keeps order, drops non-strings, blanks and duplicates, caps the length', () => {
    const raw = ['диван', 42, ' ', 'шкаф', 'Диван', ...Array.from({ length: 12 }, (_, i) => `q${i}`)];
    const parsed = parseSearchHistory(raw);
    expect(parsed.slice(0, 3)).toEqual(['диван', 'шкаф', 'q0']);
    expect(parsed).toHaveLength(10);
  });
});
