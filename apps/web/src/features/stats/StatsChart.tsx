import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { statsLabels, type StatsDay } from '@mp/contract';
import { seriesColours } from './colours.ts';
import { chartSeries, dayLabel, daySeconds } from './days.ts';
import styles from './Stats.module.css';

const promotionColours = { raise: 'rgba(255, 170, 0, 0.22)', vip: 'rgba(130, 80, 255, 0.18)' } as const;
const chartHeight = 220;
/** Room a day's label («29 нояб.») takes on the axis. */
const tickWidth = 72;

/** Every `step`-th value, counted back from the last (today is always labelled). */
const everyNth = (values: readonly number[], step: number): number[] =>
  values.filter((_, i) => (values.length - 1 - i) % step === 0);

interface Props {
  days: readonly StatsDay[];
  /** A day was pointed at (tap, touch or mouse): its index in `days`. */
  onPick: (index: number) => void;
}

/** Bands behind the days an ad was raised (amber) or VIP (violet). */
function promotedDays(days: readonly StatsDay[]): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (u) => {
        const { ctx } = u;
        const width = u.bbox.width / Math.max(days.length - 1, 1);
        for (const day of days) {
          const x = u.valToPos(daySeconds(day.date), 'x', true);
          const height = u.bbox.height / Math.max(day.promoted.length, 1);
          day.promoted.forEach((kind, k) => {
            ctx.fillStyle = promotionColours[kind];
            ctx.fillRect(x - width / 2, u.bbox.top + k * height, width, height);
          });
        }
      },
    },
  };
}

/**
 * The views, contacts and favourites of each day as lines (uPlot, loaded with this screen only). It fills its
 * container's width; a tap or a finger moved along it picks the day under it, as the mouse does.
 */
export default function StatsChart({ days, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    const xs = days.map((day) => daySeconds(day.date));
    const data: uPlot.AlignedData = [xs, ...chartSeries.map((name) => days.map((day) => day[name]))];
    const chart = new uPlot(
      {
        width,
        height: chartHeight,
        legend: { show: false },
        cursor: { y: false, points: { size: 8 } },
        // Days, not times: the ticks are whole days of the data, as many as fit, whatever the browser's time zone.
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
        axes: [
          {
            splits: () => everyNth(xs, Math.ceil(days.length / Math.max(1, Math.floor(width / tickWidth)))),
            values: (_u, ticks) => ticks.map((t) => dayLabel(new Date(t * 1000).toISOString().slice(0, 10))),
            size: 32,
          },
          { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')), size: 36 },
        ],
        series: [
          {},
          ...chartSeries.map((name) => ({
            label: statsLabels.series[name],
            stroke: seriesColours[name],
            width: 2,
            points: { show: days.length <= 14 },
          })),
        ],
        hooks: {
          setCursor: [
            (u) => {
              if (u.cursor.idx !== null && u.cursor.idx !== undefined) onPick(u.cursor.idx);
            },
          ],
        },
        plugins: [promotedDays(days)],
      },
      data,
      element,
    );
    // A finger on the chart moves the cursor as the mouse would (uPlot follows the mouse only).
    const follow = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      const rect = chart.over.getBoundingClientRect();
      chart.setCursor({ left: event.clientX - rect.left, top: event.clientY - rect.top });
    };
    chart.over.addEventListener('pointerdown', follow);
    chart.over.addEventListener('pointermove', follow);
    return () => chart.destroy();
  }, [days, width, onPick]);

  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
