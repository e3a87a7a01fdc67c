import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsPage } from '@mp/contract';

/** Which notifications a list shows (`?is_read=`). */
export type NotificationsFilter = 'all' | 'unread' | 'read';

/** Every notifications query starts with `notifications`; the lists share `notifications, list`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationsFilter) => ['notifications', 'list', filter] as const,
  one: (id: number) => ['notifications', 'one', id] as const,
};

type Pages = InfiniteData<NotificationsPage, number>;

const shows = (filter: NotificationsFilter, notification: Notification) =>
  filter === 'all' || (filter === 'read') === notification.is_read;

/** Rewrites every cached list; `filter` is read from the query's key. */
function patchLists(client: QueryClient, patch: (pages: Pages, filter: NotificationsFilter) => Pages) {
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: notificationKeys.lists })) {
    if (data) client.setQueryData<Pages>(key, patch(data, key[2] as NotificationsFilter));
  }
}

const withCount = (pages: Pages, unreadCount: number): Pages => ({
  ...pages,
  pages: pages.pages.map((page) => ({ ...page, unread_count: unreadCount })),
});

/** The person's unread count as the server last said it, in every cached list (the header badge reads one). */
export function setUnreadCount(client: QueryClient, unreadCount: number) {
  patchLists(client, (pages) => withCount(pages, unreadCount));
}

/**
 * Spec §4: a pushed notification goes on top of each cached first page that shows it, and an unread one
 * raises the counter. One already in the cache (the same push twice) changes nothing.
 */
export function notificationArrived(client: QueryClient, notification: Notification) {
  const known = client
    .getQueriesData<Pages>({ queryKey: notificationKeys.lists })
    .some(([, data]) => data?.pages.some((page) => page.data.some((item) => item.id === notification.id)));
  if (known) return;
  patchLists(client, (pages, filter) => {
    const raise = notification.is_read ? 0 : 1;
    const shown = shows(filter, notification);
    return {
      ...pages,
      pages: pages.pages.map((page, index) => ({
        data: index === 0 && shown ? [notification, ...page.data] : page.data,
        pagination: shown ? { ...page.pagination, total: page.pagination.total + 1 } : page.pagination,
        unread_count: page.unread_count + raise,
      })),
    };
  });
}

/** One notification read (its `read_at` as the client saw it happen) and the server's new count. */
export function notificationRead(client: QueryClient, id: number, unreadCount: number) {
  const readAt = new Date().toISOString();
  const read = (item: Notification): Notification =>
    item.id === id && !item.is_read ? { ...item, is_read: true, read_at: readAt } : item;
  patchLists(client, (pages) =>
    withCount(
      { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(read) })) },
      unreadCount,
    ),
  );
  client.setQueryData<{ data: Notification }>(notificationKeys.one(id), (reply) =>
    reply ? { data: read(reply.data) } : reply,
  );
}

/** Everything read: the unread list is empty, the others show each one read. */
export function allNotificationsRead(client: QueryClient, unreadCount: number) {
  const readAt = new Date().toISOString();
  const read = (item: Notification): Notification =>
    item.is_read ? item : { ...item, is_read: true, read_at: readAt };
  patchLists(client, (pages, filter) =>
    withCount(
      {
        ...pages,
        pages: pages.pages.map((page) =>
          filter === 'unread'
            ? { ...page, data: [], pagination: { ...page.pagination, total: 0, last_page: 1 } }
            : { ...page, data: page.data.map(read) },
        ),
      },
      unreadCount,
    ),
  );
  client.setQueriesData<{ data: Notification }>({ queryKey: [...notificationKeys.all, 'one'] }, (reply) =>
    reply ? { data: read(reply.data) } : reply,
  );
}

/** One notification deleted: it leaves every list, and the server's new count replaces the old. */
export function notificationRemoved(client: QueryClient, id: number, unreadCount: number) {
  patchLists(client, (pages) => {
    const had = pages.pages.some((page) => page.data.some((item) => item.id === id));
    return withCount(
      {
        ...pages,
        pages: pages.pages.map((page) => ({
          ...page,
          data: page.data.filter((item) => item.id !== id),
          pagination: had ? { ...page.pagination, total: page.pagination.total - 1 } : page.pagination,
        })),
      },
      unreadCount,
    );
  });
  // Not removed: the details screen still shows it until it leaves; a later visit asks again (404).
  void client.invalidateQueries({ queryKey: notificationKeys.one(id), refetchType: 'none' });
}
