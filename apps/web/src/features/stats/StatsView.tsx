import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { statsLabels, statsPeriods, type AdStatsReply, type StatsPeriod } from '@mp/contract';
import { ChoiceChips } from '../../shared/ui/ChoiceChips.tsx';
import { InlineError } from '../../shared/ui/InlineError.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import { chartSeries, dayLabel } from './days.ts';
import { seriesColours } from './colours.ts';
import styles from './Stats.module.css';

const StatsChart = lazy(() => import('./StatsChart.tsx'));

/** The period of the address (`?days=30`), 7 days unless it names another of the periods. */
export function usePeriod(): [StatsPeriod, (days: StatsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = statsPeriods.find((period) => period === asked) ?? 7;
  const choose = (next: StatsPeriod) =>
    setParams(next === 7 ? {} : { days: String(next) }, { replace: true });
  return [days, choose];
}

interface Props {
  days: StatsPeriod;
  onDays: (days: StatsPeriod) => void;
  /** The statistics' query: its reply, whether it failed, and asking again. */
  stats: { data: AdStatsReply | undefined; isError: boolean; refetch: () => unknown };
  /** Shown under the totals (the seller's top ads). */
  children?: ReactNode;
}

/** The period switch, the totals, the chart with the picked day's numbers, and the days as a table. */
export function StatsView({ days, onDays, stats, children }: Props) {
  const reply = stats.data;
  // The day picked on the chart, by its date: another period's list keeps it if it has that day.
  const [picked, setPicked] = useState<string | undefined>();
  const shownDays = useMemo(() => reply?.data ?? [], [reply]);
  const pick = useCallback((index: number) => setPicked(shownDays[index]?.date), [shownDays]);
  const periods = statsPeriods.map((value) => ({ value, label: statsLabels.periods[value] }));
  const day = shownDays.find((row) => row.date === picked) ?? shownDays.at(-1);

  return (
    <div className={styles.root}>
      <ChoiceChips label={statsLabels.period} options={periods} value={days} onChange={onDays} />
      {stats.isError && !reply ? (
        <InlineError message={statsLabels.loadError} onRetry={() => void stats.refetch()} />
      ) : !reply ? (
        <Skeleton className={styles.chartSkeleton} />
      ) : (
        <>
          <dl className={styles.totals} aria-label={statsLabels.totals}>
            {chartSeries.map((name) => (
              <div key={name}>
                <dt>{statsLabels.series[name]}</dt>
                <dd>{reply.totals[name]}</dd>
              </div>
            ))}
            <div>
              <dt>{statsLabels.cart}</dt>
              <dd>{reply.totals.cart}</dd>
            </div>
            <div>
              <dt>{statsLabels.orders}</dt>
              <dd>{reply.totals.orders}</dd>
            </div>
          </dl>
          <figure className={styles.figure}>
            <Suspense fallback={<Skeleton className={styles.chartSkeleton} />}>
              <StatsChart days={shownDays} onPick={pick} />
            </Suspense>
            <figcaption className={styles.readout} aria-live="polite">
              {day && (
                <>
                  <strong>{dayLabel(day.date)}</strong>
                  {chartSeries.map((name) => (
                    <span key={name}>
                      <i className={styles.dot} style={{ background: seriesColours[name] }} />
                      {statsLabels.series[name]}: {day[name]}
                    </span>
                  ))}
                  {day.promoted.map((kind) => (
                    <span key={kind} className={styles[kind]}>
                      {statsLabels.promotion[kind]}
                    </span>
                  ))}
                </>
              )}
            </figcaption>
          </figure>
          {children}
          {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll too. */}
          <div className={styles.tableBox} role="region" aria-label={statsLabels.tableCaption} tabIndex={0}>
            <table className={styles.table}>
              <caption>{statsLabels.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{statsLabels.date}</th>
                  {chartSeries.map((name) => (
                    <th key={name} scope="col">
                      {statsLabels.series[name]}
                    </th>
                  ))}
                  <th scope="col">{statsLabels.cart}</th>
                  <th scope="col">{statsLabels.orders}</th>
                  <th scope="col">{statsLabels.promoted}</th>
                </tr>
              </thead>
              <tbody>
                {[...shownDays].reverse().map((row) => (
                  <tr key={row.date}>
                    <th scope="row">{dayLabel(row.date)}</th>
                    {chartSeries.map((name) => (
                      <td key={name}>{row[name]}</td>
                    ))}
                    <td>{row.cart}</td>
                    <td>{row.orders}</td>
                    <td>{row.promoted.map((kind) => statsLabels.promotion[kind]).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
