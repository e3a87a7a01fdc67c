import { useAdStats } from './api.ts';
import { StatsView, usePeriod } from './StatsView.tsx';

/** `/profile/ads/:id/stats`: one ad's statistics for its owner. */
export function AdStats({ adId }: { adId: number }) {
  const [days, setDays] = usePeriod();
  return <StatsView days={days} onDays={setDays} stats={useAdStats(adId, days)} />;
}
