import { describe, expect, it } from 'vitest';
import { withoutRepeatedWords } from './text.ts';

describe('withoutRepeatedWords', () => {
  it.each([
    ['Xiaomi Xiaomi 13T 512 ГБ', 'Xiaomi 13T 512 ГБ'],
    ['Смартфон Xiaomi xiaomi 13T', 'Смартфон Xiaomi 13T'],
    ['Apple iPhone 12', 'Apple iPhone 12'],
    ['2-к. квартира, 54 м², 5/9 эт.', '2-к. квартира, 54 м², 5/9 эт.'],
    ['Шины Nokian Nokian, R15', 'Шины Nokian, R15'],
  ])('%s → %s', (title, expected) => {
    expect(withoutRepeatedWords(title)).toBe(expected);
  });
});
