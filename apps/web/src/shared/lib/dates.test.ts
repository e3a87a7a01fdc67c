import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatPlacedDate, formatRelativeDate } from './dates.ts';

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('dates', () => {
  const now = new Date(2026, 10, 12, 18, 0);

  it('formats a long date without the «г.» suffix', () => {
    expect(normalise(formatLongDate(new Date(2026, 10, 12, 12).toISOString()))).toBe('12 ноября 2026');
    expect(normalise(formatMonthYear(new Date(2024, 10, 5, 12).toISOString()))).toBe('ноября 2024');
  });

  it('says today and yesterday, then the date, with the year only when it differs', () => {
    expect(formatRelativeDate(new Date(2026, 10, 12, 9, 5).toISOString(), now)).toBe('Сегодня, 09:05');
    expect(formatRelativeDate(new Date(2026, 10, 11, 23, 59).toISOString(), now)).toBe('Вчера, 23:59');
    expect(normalise(formatRelativeDate(new Date(2026, 9, 3, 12).toISOString(), now))).toBe('3 октября');
    expect(normalise(formatRelativeDate(new Date(2025, 9, 3, 12).toISOString(), now))).toBe('3 октября 2025');
  });

  it('words the placement date for the product page', () => {
    expect(formatPlacedDate(new Date(2026, 10, 12, 9, 5).toISOString(), now)).toBe(
      'Размещено сегодня в 09:05',
    );
    expect(normalise(formatPlacedDate(new Date(2026, 0, 2, 9).toISOString(), now))).toBe(
      'Размещено 2 января 2026',
    );
  });
});
