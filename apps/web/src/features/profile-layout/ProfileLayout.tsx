import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Skeleton } from '../../shared/ui/index.ts';
import { ProfileSidebar } from './ProfileSidebar.tsx';
import styles from './ProfileLayout.module.css';

function ContentLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <Skeleton width="40%" height={32} />
      <Skeleton height={220} radius={16} />
    </div>
  );
}

/**
 * The profile screens with the sidebar menu beside them (above them on phones). Guests reach only
 * the public favourites here, and see them without the menu.
 */
export function ProfileLayout() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Outlet />;
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <ProfileSidebar />
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<ContentLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
