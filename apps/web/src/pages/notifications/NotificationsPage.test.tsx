import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  notificationCountReplySchema,
  notificationReplySchema,
  screenLabels,
  storageKeys,
} from '@mp/contract';
import { failure, ok, serveApi } from '../../test/api.ts';
import { notification, notificationsReply } from '../../test/fixtures/notifications.ts';
import { renderWithApp } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { NavRow } from '../../features/shell/NavRow.tsx';
import { NotificationPage } from './NotificationPage.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const counted = (unread_count: number, message: string) =>
  ok(notificationCountReplySchema, { message, unread_count });
const items = () =>
  within(screen.getByRole('list', { name: screenLabels.notificationsTitle })).getAllByRole('listitem');
const bell = () => screen.getByRole('link', { name: /^Уведомления/ });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('/notifications', () => {
  it('lists them newest first, the unread marked, each opening its details; filters by read state', async () => {
    const sent = serveApi({
      'GET /api/notifications': ({ search }) =>
        search.includes('is_read=false')
          ? notificationsReply([notification(3)], { unread: 1 })
          : notificationsReply([
              notification(3),
              notification(2, {
                title: 'Заказ отправлен',
                description: 'Продавец отправил заказ № 2',
                is_read: true,
                read_at: '2026-11-20T11:00:00.000Z',
              }),
            ]),
    });
    renderWithApp(<NotificationsPage />, { path: '/notifications' });

    const link = await screen.findByRole('link', { name: /Новый заказ/ });
    expect(link).toHaveAttribute('href', '/notifications/3');
    expect(link).toHaveTextContent('Заказ № 3 на сумму 2 500 ₽');
    expect(link).toHaveTextContent('Новое');
    expect(screen.getByRole('link', { name: /Заказ отправлен/ })).not.toHaveTextContent('Новое');
    expect(sent[0]!.search).toBe('?page=1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Непрочитанные' }));
    await waitFor(() => expect(sent.at(-1)!.search).toBe('?is_read=false&page=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications?is_read=false');
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('says when there are none, and shows a load failure with a retry', async () => {
    serveApi({ 'GET /api/notifications': failure(500, '') });
    renderWithApp(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText(messages.notificationsLoadError)).toBeInTheDocument();

    serveApi({ 'GET /api/notifications': notificationsReply([]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(screenLabels.notificationsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить все как прочитанные' })).not.toBeInTheDocument();
  });

  it('marks all read with the spec’s toast; the header’s counter goes with them', async () => {
    const sent = serveApi({
      'GET /api/notifications': notificationsReply([notification(4), notification(3)], { unread: 150 }),
      'POST /api/notifications/mark-all-as-read': counted(0, messages.notificationsAllRead),
    });
    renderWithApp(
      <>
        <NavRow />
        <NotificationsPage />
      </>,
      { path: '/notifications' },
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: 150'));
    expect(bell()).toHaveTextContent('99+');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));

    await waitFor(() => expect(toasts()).toEqual([messages.notificationsAllRead]));
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Уведомления');
    expect(screen.queryByText('Новое')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отметить все как прочитанные' })).not.toBeInTheDocument();
  });

  it('deletes one with the spec’s toast and the server’s new count; a refusal keeps it, with the reason', async () => {
    const sent = serveApi({
      'GET /api/notifications': notificationsReply([notification(4), notification(3)]),
      'DELETE /api/notifications/4': counted(1, messages.notificationDeleted),
      'DELETE /api/notifications/3': failure(404, messages.notificationNotFound),
    });
    renderWithApp(
      <>
        <NavRow />
        <NotificationsPage />
      </>,
      { path: '/notifications' },
    );
    await screen.findByRole('link', { name: /Заказ № 4/ });
    expect(bell()).toHaveAccessibleName('Уведомления: 2');
    const ui = userEvent.setup();

    await ui.click(within(items()[0]!).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Заказ № 4/ })).not.toBeInTheDocument());
    expect(toasts()).toEqual([messages.notificationDeleted]);
    expect(bell()).toHaveAccessibleName('Уведомления: 1');

    await ui.click(within(items()[0]!).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(toasts()).toContain(messages.notificationNotFound));
    expect(screen.getByRole('link', { name: /Заказ № 3/ })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/notifications/4',
      '/api/notifications/3',
    ]);
  });

  it('shows more, page by page', async () => {
    const sent = serveApi({
      'GET /api/notifications': ({ search }) =>
        search.includes('page=2')
          ? notificationsReply([notification(1)], { page: 2, lastPage: 2, total: 21 })
          : notificationsReply(
              Array.from({ length: 20 }, (_, index) => notification(21 - index)),
              { lastPage: 2, total: 21 },
            ),
    });
    renderWithApp(<NotificationsPage />, { path: '/notifications' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: /Заказ № 1 на сумму/ })).toBeInTheDocument();
    expect(items()).toHaveLength(21);
    expect(sent.at(-1)!.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});

describe('/notifications/:id', () => {
  const open = (id: number | string) =>
    renderRoute(<NotificationPage />, { path: '/notifications/:id', url: `/notifications/${id}` });

  it('marks an unread one read once on opening, and leads to what it is about', async () => {
    const sent = serveApi({
      'GET /api/notifications/5': ok(notificationReplySchema, { data: notification(5) }),
      'POST /api/notifications/5/read': counted(0, messages.notificationRead),
    });
    open(5);

    expect(await screen.findByRole('heading', { name: 'Новый заказ' })).toBeInTheDocument();
    expect(screen.getByText('Заказ № 5 на сумму 2 500 ₽')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти' })).toHaveAttribute('href', '/profile/orders/5');
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
        '/api/notifications/5/read',
      ]),
    );
    expect(toasts()).toEqual([]);
  });

  it('does not mark a read one again, and deletes it, back to the list', async () => {
    const sent = serveApi({
      'GET /api/notifications/6': ok(notificationReplySchema, {
        data: notification(6, {
          is_read: true,
          read_at: '2026-11-20T11:00:00.000Z',
          data: { title: 'Новый заказ', message: 'Текст', link: null },
        }),
      }),
      'DELETE /api/notifications/6': counted(0, messages.notificationDeleted),
    });
    const { router } = open(6);
    await screen.findByRole('heading', { name: 'Новый заказ' });
    expect(screen.queryByRole('link', { name: 'Перейти' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(toasts()).toEqual([messages.notificationDeleted]);
    expect(sent.map((request) => request.method)).toEqual(['GET', 'DELETE']);
  });

  it('shows the server’s reason when it is not the person’s', async () => {
    serveApi({ 'GET /api/notifications/7': failure(404, messages.notificationNotFound) });
    open(7);
    expect(await screen.findByText(messages.notificationNotFound)).toBeInTheDocument();
  });
});
