import { Link } from 'react-router';
import { statsLabels } from '@mp/contract';
import { useSellerStats } from './api.ts';
import { StatsView, usePeriod } from './StatsView.tsx';
import styles from './Stats.module.css';

/** `/profile/stats`: the seller's ads summed by day, and the most viewed of them. */
export function SellerStats() {
  const [days, setDays] = usePeriod();
  const stats = useSellerStats(days);
  const top = stats.data?.top ?? [];
  return (
    <StatsView days={days} onDays={setDays} stats={stats}>
      <section className={styles.top} aria-labelledby="stats-top">
        <h2 id="stats-top">{statsLabels.top}</h2>
        {top.length === 0 ? (
          <p>{statsLabels.topEmpty}</p>
        ) : (
          <ol>
            {top.map((ad) => (
              <li key={ad.id}>
                <Link to={`/profile/ads/${ad.id}/stats${days === 7 ? '' : `?days=${days}`}`}>{ad.name}</Link>
                <span>{statsLabels.topViews(ad.views)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </StatsView>
  );
}
