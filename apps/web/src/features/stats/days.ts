import type { StatsDay } from '@mp/contract';

const shortDay = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A statistics day (`YYYY-MM-DD`, a Moscow day) as the seconds of its UTC midnight: the chart's x. */
export const daySeconds = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 1000;

/** «31 дек.» */
export const dayLabel = (date: string): string => shortDay.format(new Date(`${date}T00:00:00Z`));

/** The chart's series, in the order they are drawn. */
export const chartSeries = ['views', 'contacts', 'favorites'] as const satisfies readonly (keyof StatsDay)[];
export type ChartSeries = (typeof chartSeries)[number];
