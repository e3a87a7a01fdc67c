import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPrice,
  kopecksToRubles,
  parseMoneyInput,
  parsePriceInput,
  rublesToKopecks,
} from './price.ts';

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

describe('formatMoney', () => {
  it('shows kopecks only when there are any, with spaces between thousands', () => {
    expect(formatMoney(1500.5)).toBe('1 500,50 ₽');
    expect(formatMoney(300)).toBe('300 ₽');
    expect(formatMoney(1234567.05)).toBe('1 234 567,05 ₽');
    expect(formatMoney(-0.05)).toBe('-0,05 ₽');
    expect(formatMoney(0)).toBe('0 ₽');
  });
});

describe('parseMoneyInput', () => {
  it('reads a decimal comma and drops spaces; anything else is NaN', () => {
    expect(parseMoneyInput('1 500,50')).toBe(1500.5);
    expect(parseMoneyInput('300')).toBe(300);
    expect(parseMoneyInput('')).toBeNaN();
    expect(parseMoneyInput('сто')).toBeNaN();
  });
});
