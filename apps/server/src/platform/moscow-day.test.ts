import { describe, expect, it } from 'vitest';
import { dayAfter, moscowDay } from './moscow-day.ts';

describe('moscowDay', () => {
  it('is the date in Moscow (UTC+3), not in UTC', () => {
    expect(moscowDay(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(moscowDay(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('dayAfter', () => {
  it('counts across months, years and a leap day, both ways', () => {
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayAfter('2027-01-01', -1)).toBe('2026-12-31');
    expect(dayAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayAfter('2026-03-01', -89)).toBe('2025-12-02');
  });
});
