import { useParams } from 'react-router';
import { notificationLabels, screenLabels } from '@mp/contract';
import { NotificationDetails } from '../../features/notifications/index.ts';
import { ButtonLink, Page } from '../../shared/ui/index.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

/** /notifications/:id. */
export function NotificationPage() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <Page title={screenLabels.notificationsTitle}>
      <p>
        <ButtonLink variant="link" to="/notifications">
          {notificationLabels.backToList}
        </ButtonLink>
      </p>
      <NotificationDetails id={id} />
    </Page>
  );
}
