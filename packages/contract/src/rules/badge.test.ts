import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge.ts';

describe('badgeLabel', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d → %s', (count, expected) => {
    expect(badgeLabel(count)).toBe(expected);
  });
});
