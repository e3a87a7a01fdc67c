import { breadcrumbs } from '@mp/contract';
import { MyAds } from '../../features/my-ads/index.ts';
import { Page } from '../../shared/ui/Page.tsx';

export function MyAdsPage() {
  return (
    <Page title={breadcrumbs.myAds}>
      <MyAds />
    </Page>
  );
}
