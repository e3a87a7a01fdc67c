import { describe, expect, it } from 'vitest';
import { countLabel, pluralize } from './plural.ts';

const forms = ['объявление', 'объявления', 'объявлений'] as const;

describe('pluralize', () => {
  it.each([
    [1, 'объявление'],
    [2, 'объявления'],
    [5, 'объявлений'],
    [11, 'объявлений'],
    [21, 'объявление'],
    [104, 'объявления'],
  ])('%d → %s', (n, expected) => {
    expect(pluralize(n, forms)).toBe(expected);
  });

  it('groups thousands in the count label', () => {
    expect(countLabel(3000, forms).replace(/\s/g, ' ')).toBe('3 000 объявлений');
  });
});
