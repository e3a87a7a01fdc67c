import type { ChartSeries } from './days.ts';

/** The series' colours on the chart; the readout under it repeats them as dots. */
export const seriesColours: Record<ChartSeries, string> = {
  views: '#0070c0',
  contacts: '#087a3a',
  favorites: '#d8002b',
};
