/** A day in Moscow as `YYYY-MM-DD` (the format made once: making one costs more than using it). */
const moscowDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' });

/** The Moscow day (`YYYY-MM-DD`) `at` falls on: the day people in Russia's busiest time zone would name. */
export const moscowDay = (at: Date): string => moscowDays.format(at);

/** The day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function dayAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
