import { useSearchParams } from 'react-router';
import { screenLabels } from '@mp/contract';
import { NotificationsList, type NotificationsFilter } from '../../features/notifications/index.ts';
import { Page } from '../../shared/ui/index.ts';

const filterOf = (isRead: string | null): NotificationsFilter =>
  isRead === 'false' ? 'unread' : isRead === 'true' ? 'read' : 'all';

/** /notifications: the filter lives in the address as the API's `?is_read=`. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Page title={screenLabels.notificationsTitle}>
      <NotificationsList
        filter={filterOf(params.get('is_read'))}
        onFilter={(filter) => setParams(filter === 'all' ? {} : { is_read: String(filter === 'read') })}
      />
    </Page>
  );
}
