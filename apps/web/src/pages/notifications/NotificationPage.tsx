import { Link, useParams } from 'react-router';
import { notificationLabels, screenLabels } from '@mp/contract';
import { NotificationDetails } from '../../features/notifications/index.ts';
import { Page } from '../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

/** /notifications/:id. */
export function NotificationPage() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <Page title={screenLabels.notificationsTitle}>
      <p>
        <Link to="/notifications">{notificationLabels.backToList}</Link>
      </p>
      <NotificationDetails id={id} />
    </Page>
  );
}
