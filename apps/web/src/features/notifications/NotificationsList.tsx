import { Link } from 'react-router';
import { messages, notificationLabels, screenLabels, type Notification } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { formatRelativeDate } from '../../shared/lib/dates.ts';
import { Button, ChoiceChips, EmptyState, InlineError, Panel, Skeleton } from '../../shared/ui/index.ts';
import { useDeleteNotification, useNotifications, useReadAllNotifications } from './api.ts';
import type { NotificationsFilter } from './cache.ts';
import styles from './Notifications.module.css';

const filters = ['all', 'unread', 'read'] as const satisfies readonly NotificationsFilter[];

interface Props {
  filter: NotificationsFilter;
  onFilter: (filter: NotificationsFilter) => void;
}

/** «Уведомления»: all, unread or read, newest first, page by page; mark all read, delete one. */
export function NotificationsList({ filter, onFilter }: Props) {
  const list = useNotifications(filter);
  const readAll = useReadAllNotifications();
  const unread = list.data?.pages[0]?.unread_count ?? 0;
  return (
    <>
      <div className={styles.toolbar}>
        <ChoiceChips
          label={notificationLabels.filterLabel}
          options={filters.map((value) => ({ value, label: notificationLabels.filters[value] }))}
          value={filter}
          onChange={onFilter}
        />
        {unread > 0 && (
          <Button variant="secondary" size="s" disabled={readAll.isPending} onClick={() => readAll.mutate()}>
            {notificationLabels.markAllRead}
          </Button>
        )}
      </div>
      <Items list={list} />
    </>
  );
}

function Items({ list }: { list: ReturnType<typeof useNotifications> }) {
  const remove = useDeleteNotification();
  if (list.isPending) return <Skeleton height={140} radius={16} />;
  if (list.isError && !list.data) {
    return (
      <InlineError
        message={errorMessage(list.error, messages.notificationsLoadError)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  // A pushed notification on top of page 1 moves one down onto page 2: each is shown once.
  const seen = new Set<number>();
  const items = list.data.pages
    .flatMap((page) => page.data)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  if (items.length === 0) {
    return (
      <Panel>
        <EmptyState icon="bell" title={screenLabels.notificationsEmpty} />
      </Panel>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={screenLabels.notificationsTitle}>
        {items.map((item) => (
          <li key={item.id} className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`}>
            <NotificationCard notification={item} />
            <Button
              variant="ghost"
              size="s"
              disabled={remove.isPending && remove.variables === item.id}
              onClick={() => remove.mutate(item.id)}
            >
              {notificationLabels.remove}
            </Button>
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <InlineError
          message={errorMessage(list.error, messages.notificationsLoadError)}
          onRetry={() => void list.fetchNextPage()}
        />
      )}
      {list.hasNextPage && !list.isFetching && !list.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            {notificationLabels.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

function NotificationCard({ notification }: { notification: Notification }) {
  return (
    <Link to={`/notifications/${notification.id}`} className={styles.card}>
      <span className={styles.head}>
        <strong>{notification.title}</strong>
        {!notification.is_read && <span className={styles.new}>{notificationLabels.unread}</span>}
      </span>
      <span>{notification.description}</span>
      <span className={styles.muted}>{formatRelativeDate(notification.created_at)}</span>
    </Link>
  );
}
