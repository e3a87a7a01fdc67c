import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { shellChrome } from '@mp/contract';
import { CatalogueMenu, CategorySlider } from '../features/catalog/index.ts';
import { CityPicker } from '../features/city/index.ts';
import { useCartSync } from '../features/cart/index.ts';
import { useFavouritesSync } from '../features/favourites/index.ts';
import { PushHost } from '../features/push/index.ts';
import { SearchBox } from '../features/search-box/index.ts';
import { Breadcrumbs } from '../features/shell/Breadcrumbs.tsx';
import { CookieBanner } from '../features/shell/CookieBanner.tsx';
import { Footer } from '../features/shell/Footer.tsx';
import { Header } from '../features/shell/Header.tsx';
import { NavRow } from '../features/shell/NavRow.tsx';
import { NoticeBar } from '../features/shell/NoticeBar.tsx';
import { OfflineBanner } from '../features/shell/OfflineBanner.tsx';
import { TabBar } from '../features/shell/TabBar.tsx';
import { useSessionSync } from '../shared/auth/useSessionSync.ts';
import { useSignedIn } from '../shared/auth/session.ts';
import { useRealtimeConnection } from '../shared/realtime/index.ts';
import { lazyPart } from '../shared/lib/lazy-part.tsx';
import { Skeleton } from '../shared/ui/Skeleton.tsx';
import { Toaster } from '../shared/ui/Toaster.tsx';
import { ControlsWhenReady } from './ControlsWhenReady.tsx';
import { useNavigationEffects } from './useNavigationEffects.ts';
import { useScreen } from './useScreen.ts';
import styles from './AppLayout.module.css';

/** Notifications and chat news for a signed-in person: not part of a guest's first screen. */
const LiveUpdates = lazyPart(() => import('./LiveUpdates.tsx').then((module) => module.LiveUpdates));

function PageLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <Skeleton width="40%" height={32} />
      <Skeleton height={220} radius={16} />
    </div>
  );
}

/** Spec §2 shell: notice bar, navigation row, header, breadcrumbs, the page, footer; the phone's bar of sections; banners. */
export function AppLayout() {
  const { route, trail, title } = useScreen();
  useNavigationEffects(title);
  useSessionSync();
  useFavouritesSync();
  useCartSync();
  useRealtimeConnection();
  const signedIn = useSignedIn();
  return (
    <div className={styles.app}>
      <ControlsWhenReady>
        <a href="#main" className={styles.skip}>
          {shellChrome.skipToContent}
        </a>
        <OfflineBanner />
        <NoticeBar />
        <NavRow />
        <Header catalogue={<CatalogueMenu />} search={<SearchBox />} city={<CityPicker />} />
        {route.categorySlider && <CategorySlider />}
        {!route.hideBreadcrumbs && <Breadcrumbs items={trail} />}
        <main id="main" className={styles.main}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        {!route.hideFooter && <Footer />}
        <TabBar />
        <CookieBanner />
        <Toaster />
        {signedIn && <LiveUpdates />}
        {signedIn && <PushHost />}
      </ControlsWhenReady>
    </div>
  );
}
