import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationsPage } from '@mp/contract';
import { notification, notificationsPage } from '../../test/fixtures/notifications.ts';
import { testQueryClient } from '../../test/render.tsx';
import { notificationArrived, type NotificationsFilter } from './index.ts';

type Pages = InfiniteData<NotificationsPage, number>;
const key = (filter: NotificationsFilter) => ['notifications', 'list', filter];
const read = { is_read: true, read_at: '2026-11-20T11:00:00.000Z' };

/** A client holding the three lists as a person who has one unread (2) and one read (1) would. */
function cached() {
  const client = testQueryClient();
  const pages = (page: NotificationsPage): Pages => ({ pages: [page], pageParams: [1] });
  client.setQueryData(key('all'), pages(notificationsPage([notification(2), notification(1, read)])));
  client.setQueryData(key('unread'), pages(notificationsPage([notification(2)])));
  client.setQueryData(key('read'), pages(notificationsPage([notification(1, read)], { unread: 1 })));
  const list = (filter: NotificationsFilter) => {
    const [page] = client.getQueryData<Pages>(key(filter))!.pages as [NotificationsPage];
    return { ids: page.data.map((item) => item.id), total: page.pagination.total, unread: page.unread_count };
  };
  return { client, list };
}

describe('notificationArrived', () => {
  it('puts an unread one on top of the lists that show it and raises every counter', () => {
    const { client, list } = cached();
    notificationArrived(client, notification(3));
    expect(list('all')).toEqual({ ids: [3, 2, 1], total: 3, unread: 2 });
    expect(list('unread')).toEqual({ ids: [3, 2], total: 2, unread: 2 });
    expect(list('read')).toEqual({ ids: [1], total: 1, unread: 2 });
  });

  it('changes nothing for the same notification pushed twice', () => {
    const { client, list } = cached();
    notificationArrived(client, notification(3));
    notificationArrived(client, notification(3));
    expect(list('all')).toEqual({ ids: [3, 2, 1], total: 3, unread: 2 });
    expect(list('read').unread).toBe(2);
  });

  it('adds a read one without raising the counter', () => {
    const { client, list } = cached();
    notificationArrived(client, notification(3, read));
    expect(list('all')).toEqual({ ids: [3, 2, 1], total: 3, unread: 1 });
    expect(list('unread')).toEqual({ ids: [2], total: 1, unread: 1 });
    expect(list('read')).toEqual({ ids: [3, 1], total: 2, unread: 1 });
  });
});
