import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { chatUnreadCountSchema, favouriteIdsReplySchema, shellChrome, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { notification, notificationsReply } from '../../test/fixtures/notifications.ts';
import { productCard } from '../../test/fixtures/products.ts';
import { renderWithApp } from '../../test/render.tsx';
import { TabBar } from './TabBar.tsx';

const tabs = () => within(screen.getByRole('navigation', { name: shellChrome.sectionsNavigation }));
const hrefs = () =>
  tabs()
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the phone’s tab bar', () => {
  it('leads a guest to sign in for messages, profile and placing, and counts the local favourites', () => {
    localStorage.setItem(storageKeys.localFavourites, JSON.stringify([productCard(1), productCard(2)]));
    const sent = serveApi({});
    renderWithApp(<TabBar />);
    expect(hrefs()).toEqual([
      '/',
      '/profile/favourites',
      '/authorization',
      '/authorization',
      '/authorization',
    ]);
    expect(tabs().getByRole('link', { name: 'Избранное: 2' })).toHaveTextContent('2');
    expect(tabs().getByRole('link', { name: 'Разместить' })).toBeInTheDocument();
    expect(sent.filter((request) => request.path === '/api/chats/unread-count')).toEqual([]);
  });

  it('shows a signed-in person the unread messages and notifications on Сообщения and Профиль', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    serveApi({
      'GET /api/favorites/ids': ok(favouriteIdsReplySchema, { data: [] }),
      'GET /api/chats/unread-count': ok(chatUnreadCountSchema, { unread_count: 4 }),
      'GET /api/notifications': notificationsReply([notification(1)], { unread: 120 }),
    });
    renderWithApp(<TabBar />);
    expect(await tabs().findByRole('link', { name: 'Сообщения: 4' })).toHaveAttribute(
      'href',
      '/profile/messages',
    );
    expect(await tabs().findByRole('link', { name: 'Профиль: 120' })).toHaveTextContent('99+');
    expect(hrefs()).toEqual(['/', '/profile/favourites', '/ad/create', '/profile/messages', '/profile']);
  });

  it('lights only Профиль for a guest on the sign-in page, though three tabs lead there', () => {
    serveApi({});
    renderWithApp(<TabBar />, { path: '/authorization' });
    const lit = tabs()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(lit.map((link) => link.textContent)).toEqual(['Профиль']);
  });

  it('marks the section being viewed, and Главная only on the home page itself', () => {
    serveApi({});
    renderWithApp(<TabBar />, { path: '/profile/favourites' });
    expect(tabs().getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });
});
