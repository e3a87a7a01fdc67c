import { breadcrumbs } from '@mp/contract';
import { PlacementPackages } from '../../features/packages/index.ts';
import { Page } from '../../shared/ui/index.ts';

/** /profile/packages («Пакеты»). */
export function PackagesPage() {
  return (
    <Page title={breadcrumbs.packages}>
      <PlacementPackages />
    </Page>
  );
}
