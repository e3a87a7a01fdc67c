import { statsLabels } from '@mp/contract';
import { SellerStats } from '../../features/stats/index.ts';
import { Page } from '../../shared/ui/Page.tsx';

export function SellerStatsPage() {
  return (
    <Page title={statsLabels.sellerTitle}>
      <SellerStats />
    </Page>
  );
}
