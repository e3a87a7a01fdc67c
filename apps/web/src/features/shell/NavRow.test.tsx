import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { favouriteIdsReplySchema, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { writeJson } from '../../shared/lib/storage.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Badge } from '../../shared/ui/Badge.tsx';
import { NavRow } from './NavRow.tsx';
import { productCard } from '../../test/fixtures/products.ts';
import { notification, notificationsReply } from '../../test/fixtures/notifications.ts';
import { notificationArrived } from '../notifications/index.ts';

describe('Badge', () => {
  it.each([
    [0, null],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%d shows %s', (count, text) => {
    renderWithApp(<Badge count={count} />);
    if (text === null) expect(screen.queryByTestId('badge')).not.toBeInTheDocument();
    else expect(screen.getByTestId('badge')).toHaveTextContent(text);
  });
});

describe('guest counts', () => {
  it('shows the local favourites and cart on the navigation badges, live', () => {
    localStorage.setItem(storageKeys.localFavourites, JSON.stringify([1, 2, 3].map((id) => productCard(id))));
    renderWithApp(<NavRow />);
    expect(screen.getByRole('link', { name: 'Избранное: 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Корзина' })).toBeInTheDocument();

    act(() =>
      writeJson(storageKeys.cart, [
        {
          id: 7,
          seller: { id: 7, name: 'Продавец' },
          products: [{ id: 1, name: 'Товар', price: 10, image: null, max_quantity: 200, quantity: 150 }],
        },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Корзина: 150' })).toHaveTextContent('99+');
  });

  it('shows a signed-in person the server total of favourites, not the local list', async () => {
    localStorage.setItem(storageKeys.localFavourites, JSON.stringify([productCard(1)]));
    sessionStorage.setItem(storageKeys.token, 'session-token');
    serveApi({
      'GET /api/favorites/ids': ok(favouriteIdsReplySchema, {
        data: Array.from({ length: 150 }, (_, index) => index + 1),
      }),
    });
    renderWithApp(<NavRow />);
    expect(await screen.findByRole('link', { name: 'Избранное: 150' })).toHaveTextContent('99+');
  });
});

describe('the notifications badge', () => {
  const bell = () => screen.getByRole('link', { name: /^Уведомления/ });

  it('shows a signed-in person the unread count, raised at once by a pushed notification', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    serveApi({ 'GET /api/notifications': notificationsReply([notification(1)], { unread: 99 }) });
    const { client } = renderWithApp(<NavRow />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: 99'));
    expect(bell()).toHaveAttribute('href', '/notifications');
    expect(bell()).toHaveTextContent('99');

    act(() => notificationArrived(client, notification(2)));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Уведомления: 100'));
    expect(bell()).toHaveTextContent('99+');
  });

  it('leaves a guest’s bell without a count, leading to authorization, and asks nothing', () => {
    const sent = serveApi({});
    renderWithApp(<NavRow />);
    expect(bell()).toHaveAccessibleName('Уведомления');
    expect(bell()).toHaveAttribute('href', '/authorization');
    expect(sent.filter((request) => request.path === '/api/notifications')).toEqual([]);
  });
});
