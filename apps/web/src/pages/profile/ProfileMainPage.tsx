import { screenLabels } from '@mp/contract';
import { MyAds } from '../../features/my-ads/index.ts';
import { Page } from '../../shared/ui/Page.tsx';

/** `/profile/`: the seller's own ads, read from `GET /api/user/products` like «Мои объявления». */
export function ProfileMainPage() {
  return (
    <Page title={screenLabels.profileTitle}>
      <MyAds />
    </Page>
  );
}
