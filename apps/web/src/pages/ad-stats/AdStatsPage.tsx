import { useParams } from 'react-router';
import { statsLabels } from '@mp/contract';
import { AdStats } from '../../features/stats/index.ts';
import { Page } from '../../shared/ui/Page.tsx';

export function AdStatsPage() {
  const id = Number(useParams().id);
  return (
    <Page title={statsLabels.adTitle}>
      <AdStats adId={id} />
    </Page>
  );
}
