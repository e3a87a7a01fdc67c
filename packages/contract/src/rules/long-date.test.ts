import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date.ts';

describe('formatLongDate', () => {
  it('writes the day, the month in the genitive and the year, without «г.»', () => {
    expect(formatLongDate('2026-11-12T10:00:00.000Z', 'Europe/Moscow')).toBe('12 ноября 2026');
  });

  it('reads the day in the time zone asked for', () => {
    expect(formatLongDate(new Date('2026-11-12T22:30:00.000Z'), 'Europe/Moscow')).toBe('13 ноября 2026');
    expect(formatLongDate(new Date('2026-11-12T22:30:00.000Z'), 'UTC')).toBe('12 ноября 2026');
  });
});
