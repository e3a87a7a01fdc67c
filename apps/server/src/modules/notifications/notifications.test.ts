import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  limits,
  messages,
  notificationLabels,
  realtimeChannels,
  realtimeEvents,
  type Notification,
  type NotificationsPage,
  type NotificationType,
} from '@mp/contract';
import { notifications } from '../../db/schema/index.ts';
import { createRealtimeBroker, type ChannelEvent } from '../../platform/realtime/broker.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { checkAgainstWire } from '../../test/realtime-wire.ts';
import { notificationsRepository } from './repository.ts';
import { notificationsService } from './service.ts';

const t = useTestApp();

/** A notification for the person, through the service the other domains use. */
interface Notice {
  type?: NotificationType;
  title?: string;
  message?: string;
}
const notify = (
  who: SignedIn,
  { type = 'order_status', title = 'Заказ отправлен', message = 'Продавец отправил заказ № 1' }: Notice = {},
) => t.app.services.notifications.notify(who.user.id, { type, title, message, link: '/profile/orders/1' });

const list = async (who: SignedIn, query = '') => {
  const res = await t.call('GET', `/notifications${query}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsPage>();
};
const idsOf = (page: NotificationsPage) => page.data.map((item) => item.id);
const unreadOf = async (who: SignedIn) => (await list(who)).unread_count;
const rowsOf = async (who: SignedIn) =>
  t.db.select().from(notifications).where(eq(notifications.userId, who.user.id)).orderBy(notifications.id);
const allRows = async () => (await t.db.select({ value: count() }).from(notifications))[0]!.value;

/** A person with `total` notifications, oldest first; resolves to their ids in that order. */
async function withNotifications(total: number) {
  const who = await t.signedIn();
  for (let i = 1; i <= total; i += 1) await notify(who, { message: `Уведомление ${i}` });
  return { who, ids: (await rowsOf(who)).map((row) => row.id) };
}

const expectRefused = (res: { statusCode: number; json: <T>() => T }, status: number, message: string) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json<{ message: string }>().message).toBe(message);
};

describe('the list of notifications', () => {
  it('gives the person their own, newest first, 20 a page, with the unread count', async () => {
    const { who, ids } = await withNotifications(23);
    const stranger = await t.signedIn();
    await notify(stranger);

    const first = await list(who);
    expect(idsOf(first)).toEqual(ids.slice(3).reverse());
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
    expect(first.unread_count).toBe(23);
    expect(idsOf(await list(who, '?page=2'))).toEqual(ids.slice(0, 3).reverse());

    const newest = first.data[0]!;
    expect(newest).toEqual({
      id: ids[22]!,
      type: 'order_status',
      data: { title: 'Заказ отправлен', message: 'Уведомление 23', link: '/profile/orders/1' },
      read_at: null,
      is_read: false,
      title: 'Заказ отправлен',
      description: 'Уведомление 23',
      created_at: newest.created_at,
    } satisfies Notification);
    expect(Date.parse(newest.created_at)).not.toBeNaN();
    expect((await list(stranger)).pagination.total).toBe(1);
  });

  it('keeps one kind, or the read, or the unread; the unread count is always of them all', async () => {
    const who = await t.signedIn();
    await notify(who, { type: 'order_created', title: 'Новый заказ' });
    await notify(who, { type: 'review', title: 'Новый отзыв' });
    await notify(who, { type: 'review', title: 'Новый отзыв' });
    const [created, review, another] = (await rowsOf(who)).map((row) => row.id) as [number, number, number];
    await t.call('POST', `/notifications/${review}/read`, who.token);

    expect(idsOf(await list(who, '?type=review'))).toEqual([another, review]);
    expect(idsOf(await list(who, '?is_read=true'))).toEqual([review]);
    expect(idsOf(await list(who, '?is_read=1'))).toEqual([review]);
    expect(idsOf(await list(who, '?is_read=false'))).toEqual([another, created]);
    expect(idsOf(await list(who, '?type=review&is_read=0'))).toEqual([another]);
    const none = await list(who, '?type=company_moderation');
    expect([none.data, none.pagination.last_page, none.unread_count]).toEqual([[], 1, 2]);
  });

  it('answers a malformed query with 422 in Russian', async () => {
    const who = await t.signedIn();
    for (const [query, field, message] of [
      ['?type=spam', 'type', messages.invalidChoice],
      [`?type=${'x'.repeat(5000)}`, 'type', messages.invalidChoice],
      ['?is_read=maybe', 'is_read', messages.invalidChoice],
      ['?is_read=', 'is_read', messages.invalidChoice],
      ['?page=0', 'page', messages.invalidInteger],
      ['?page=abc', 'page', messages.invalidInteger],
      ['?page=1.5', 'page', messages.invalidInteger],
      [`?page=${limits.maxPage + 1}`, 'page', messages.invalidInteger],
    ] as const) {
      const res = await t.call('GET', `/notifications${query}`, who.token);
      expect(res.statusCode, query).toBe(422);
      const reply = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(reply.message, query).toBe(message);
      expect(reply.errors[field], query).toEqual([message]);
    }
  });
});

describe('one notification', () => {
  it('shows the person their own, and to anyone else does not exist', async () => {
    const { who, ids } = await withNotifications(1);
    const id = ids[0]!;
    const res = await t.call('GET', `/notifications/${id}`, who.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Notification }>().data).toMatchObject({ id, is_read: false });

    const stranger = await t.signedIn();
    expectRefused(
      await t.call('GET', `/notifications/${id}`, stranger.token),
      404,
      messages.notificationNotFound,
    );
    expectRefused(
      await t.call('GET', '/notifications/2147483000', who.token),
      404,
      messages.notificationNotFound,
    );
    expectRefused(await t.call('GET', '/notifications/abc', who.token), 422, messages.invalidInteger);
    expectRefused(await t.call('GET', '/notifications/0', who.token), 422, messages.invalidInteger);
    expectRefused(await t.call('GET', '/notifications/99999999999', who.token), 422, messages.invalidInteger);
  });

  it('is titled «Уведомление» when it was given no title', async () => {
    const who = await t.signedIn();
    await notify(who, { title: '  ' });
    const [item] = (await list(who)).data as [Notification];
    expect([item.title, item.data.title]).toEqual([
      notificationLabels.defaultTitle,
      notificationLabels.defaultTitle,
    ]);
  });
});

describe('reading', () => {
  it('stamps read_at once and lowers the count once, however often it is read', async () => {
    const { who, ids } = await withNotifications(3);
    const id = ids[1]!;

    const res = await t.call('POST', `/notifications/${id}/read`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.notificationRead, unread_count: 2 });
    const stamped = (await rowsOf(who)).find((row) => row.id === id)!.readAt;
    expect(stamped).not.toBeNull();

    const again = await t.call('POST', `/notifications/${id}/read`, who.token);
    expect(again.json()).toEqual({ message: messages.notificationRead, unread_count: 2 });
    expect((await rowsOf(who)).find((row) => row.id === id)!.readAt).toEqual(stamped);
    const read = (await t.call('GET', `/notifications/${id}`, who.token)).json<{ data: Notification }>().data;
    expect(read).toMatchObject({ is_read: true, read_at: stamped!.toISOString() });
  });

  it('refuses someone else’s or an unknown notification with 404 and leaves it unread', async () => {
    const { who, ids } = await withNotifications(1);
    const stranger = await t.signedIn();
    await notify(stranger);

    expectRefused(
      await t.call('POST', `/notifications/${ids[0]}/read`, stranger.token),
      404,
      messages.notificationNotFound,
    );
    expectRefused(
      await t.call('POST', '/notifications/2147483000/read', who.token),
      404,
      messages.notificationNotFound,
    );
    expectRefused(await t.call('POST', '/notifications/abc/read', who.token), 422, messages.invalidInteger);
    expect((await rowsOf(who))[0]!.readAt).toBeNull();
    expect([await unreadOf(who), await unreadOf(stranger)]).toEqual([1, 1]);
  });

  it('marks all of the person’s read, and nobody else’s', async () => {
    const { who } = await withNotifications(3);
    const stranger = await t.signedIn();
    await notify(stranger);
    await t.call('POST', `/notifications/${(await rowsOf(who))[0]!.id}/read`, who.token);
    const firstStamp = (await rowsOf(who))[0]!.readAt;

    const res = await t.call('POST', '/notifications/mark-all-as-read', who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: messages.notificationsAllRead, unread_count: 0 });
    const rows = await rowsOf(who);
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    expect(rows[0]!.readAt).toEqual(firstStamp);
    expect(await unreadOf(stranger)).toBe(1);

    const again = await t.call('POST', '/notifications/mark-all-as-read', who.token);
    expect(again.json()).toEqual({ message: messages.notificationsAllRead, unread_count: 0 });
  });
});

describe('deleting', () => {
  it('lowers the count when the notification was unread, and keeps it when it was read', async () => {
    const { who, ids } = await withNotifications(3);
    const [read, unread] = ids as [number, number];
    await t.call('POST', `/notifications/${read}/read`, who.token);

    const first = await t.call('DELETE', `/notifications/${unread}`, who.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: messages.notificationDeleted, unread_count: 1 });
    const second = await t.call('DELETE', `/notifications/${read}`, who.token);
    expect(second.json()).toEqual({ message: messages.notificationDeleted, unread_count: 1 });
    expect((await rowsOf(who)).map((row) => row.id)).toEqual([ids[2]]);

    expectRefused(
      await t.call('DELETE', `/notifications/${read}`, who.token),
      404,
      messages.notificationNotFound,
    );
  });

  it('refuses someone else’s notification with 404 and deletes nothing', async () => {
    const { who, ids } = await withNotifications(2);
    const stranger = await t.signedIn();
    const before = await allRows();

    expectRefused(
      await t.call('DELETE', `/notifications/${ids[0]}`, stranger.token),
      404,
      messages.notificationNotFound,
    );
    expectRefused(await t.call('DELETE', '/notifications/-1', who.token), 422, messages.invalidInteger);
    expectRefused(
      await t.call('DELETE', `/notifications/${'9'.repeat(400)}`, who.token),
      422,
      messages.invalidInteger,
    );
    expect(await allRows()).toBe(before);
    expect(await unreadOf(who)).toBe(2);
  });
});

describe('housekeeping', () => {
  it('forgets notifications read more than 90 days ago, keeps newer and unread ones', async () => {
    const who = await t.signedIn();
    await notify(who);
    await notify(who);
    await notify(who);
    const [old, recent, unread] = await rowsOf(who);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.db
      .update(notifications)
      .set({ readAt: daysAgo(91) })
      .where(eq(notifications.id, old!.id));
    await t.db
      .update(notifications)
      .set({ readAt: daysAgo(89) })
      .where(eq(notifications.id, recent!.id));
    await t.db
      .update(notifications)
      .set({ createdAt: daysAgo(400) })
      .where(eq(notifications.id, unread!.id));

    expect((await t.app.services.notifications.purgeOldRead()).readNotifications).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(who)).map((row) => row.id)).toEqual([recent!.id, unread!.id]);
  });
});

describe('access', () => {
  it('asks a guest to sign in before looking at the input', async () => {
    const { ids } = await withNotifications(1);
    const before = await allRows();
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications?is_read=maybe'],
      ['GET', `/notifications/${ids[0]}`],
      ['GET', '/notifications/abc'],
      ['POST', `/notifications/${ids[0]}/read`],
      ['POST', '/notifications/mark-all-as-read'],
      ['DELETE', `/notifications/${ids[0]}`],
      ['DELETE', '/notifications/abc'],
    ] as const) {
      const res = await t.call(method, url);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
        401,
        { message: messages.unauthenticated },
      ]);
      expect((await t.call(method, url, 'not-a-token')).statusCode).toBe(401);
    }
    expect(await allRows()).toBe(before);
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.id, ids[0]!)))[0]!.readAt,
    ).toBeNull();
  });

  it('is documented in OpenAPI with bearer security', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/notifications', 'get'],
      ['/api/notifications/{id}', 'get'],
      ['/api/notifications/{id}/read', 'post'],
      ['/api/notifications/mark-all-as-read', 'post'],
      ['/api/notifications/{id}', 'delete'],
    ] as const) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(paths[path]?.[method]?.tags).toEqual(['notifications']);
    }
  });
});

describe('notify', () => {
  /** The service as services.ts builds it, on the in-process broker, with what it published. */
  function listened() {
    const realtime = createRealtimeBroker(undefined, t.app.log);
    const events: ChannelEvent[] = [];
    realtime.onEvent((event) => events.push(event));
    realtime.onEvent(checkAgainstWire);
    const service = notificationsService({
      repository: notificationsRepository(t.db),
      realtime,
      now: () => new Date(),
      log: t.app.log,
    });
    return { service, events };
  }

  it('saves the notification, then pushes it as presented on the person’s channel', async () => {
    const who = await t.signedIn();
    const { service, events } = listened();
    await service.notify(who.user.id, { type: 'review', title: '', message: 'Текст', link: null });

    const [saved] = (await list(who)).data as [Notification];
    expect(saved).toMatchObject({
      title: notificationLabels.defaultTitle,
      description: 'Текст',
      is_read: false,
    });
    expect(events).toEqual([
      {
        channel: realtimeChannels.userNotifications(who.user.id),
        event: realtimeEvents.notification,
        data: saved,
      },
    ]);
  });

  it('neither throws nor pushes when the person no longer exists', async () => {
    const { service, events } = listened();
    const before = await allRows();
    await expect(
      service.notify(2_147_483_000, { type: 'review', title: 'Новый отзыв', message: 'Текст', link: null }),
    ).resolves.toBeUndefined();
    expect(events).toEqual([]);
    expect(await allRows()).toBe(before);
  });
});
