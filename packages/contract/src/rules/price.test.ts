import { describe, expect, it } from 'vitest';
import { formatPrice, kopecksToRubles, parsePriceInput, rublesToKopecks } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [12500, '12 500 ₽'],
    [0, '0 ₽'],
    [999, '999 ₽'],
    [1000, '1 000 ₽'],
    [1234567.6, '1 234 568 ₽'],
    [99.4, '99 ₽'],
  ])('%d → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('parsePriceInput', () => {
  it('strips spaces and non-digits', () => {
    expect(parsePriceInput('12 500 ₽')).toBe(12500);
    expect(parsePriceInput('abc')).toBeUndefined();
    expect(parsePriceInput('')).toBeUndefined();
  });
});

describe('kopecks', () => {
  it('round-trips rubles with two decimals', () => {
    expect(rublesToKopecks(10.15)).toBe(1015);
    expect(kopecksToRubles(1015)).toBe(10.15);
  });
});
