import { formatLongDate, productLabels } from '@mp/contract';

export { formatLongDate };

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const daysAgo = (date: Date, now: Date) => Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);

/**
 * `ноября 2024`, for «На сайте с …». Russian needs the genitive month here; Intl gives it only next
 * to a day, so the day is formatted and dropped.
 */
export function formatMonthYear(iso: string): string {
  return formatLongDate(iso).replace(/^\d+\s+/, '');
}

/**
 * When an ad was placed, the way listings show it: «Сегодня, 14:05», «Вчера, 09:30», «12 ноября», or
 * with the year when it is not the current one.
 */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days === 0) return productLabels.todayAt(time.format(date));
  if (days === 1) return productLabels.yesterdayAt(time.format(date));
  if (date.getFullYear() === now.getFullYear()) return dayMonth.format(date);
  return formatLongDate(iso);
}

/** «Размещено сегодня в 14:05», «Размещено вчера в 09:30» or «Размещено 12 ноября 2026». */
export function formatPlacedDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days === 0) return productLabels.placedToday(time.format(date));
  if (days === 1) return productLabels.placedYesterday(time.format(date));
  return productLabels.placedAt(formatLongDate(iso));
}
