import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  avatarLabels,
  messages,
  screenLabels,
  storageKeys,
  messageReplySchema,
  publicProfileSchema,
} from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { user } from '../../test/fixtures/users.ts';
import { productCard } from '../../test/fixtures/products.ts';
import { company, publicProfile } from '../../test/fixtures/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { PublicProfilePage } from './PublicProfilePage.tsx';

const renderPage = (id: number | string) =>
  renderRoute(<PublicProfilePage />, { path: '/profile/user/:id', url: `/profile/user/${id}` });

const productLinks = () =>
  [...new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')))].filter((href) =>
    href?.startsWith('/product/'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('public profile page', () => {
  it('shows the user, since when, and their active ads; «Показать ещё» adds the next page', async () => {
    const sent = serveApi({
      'GET /api/users/9': (request) =>
        request.search === '?page=2'
          ? ok(
              publicProfileSchema,
              publicProfile({
                products: {
                  data: [productCard(2), productCard(3)],
                  pagination: { current_page: 2, last_page: 2, per_page: 2, total: 3 },
                },
              }),
            )
          : ok(
              publicProfileSchema,
              publicProfile({
                active_ads_count: 3,
                products: {
                  data: [productCard(1), productCard(2)],
                  pagination: { current_page: 1, last_page: 2, per_page: 2, total: 3 },
                },
              }),
            ),
    });
    const ui = userEvent.setup();
    renderPage(9);

    expect(await screen.findByRole('heading', { level: 1, name: 'Борис' })).toBeInTheDocument();
    expect(screen.getByText(avatarLabels.onSiteSince('марта 2025'))).toBeInTheDocument();
    expect(screen.getByText(avatarLabels.noRating)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Товар 1/ })).toHaveAttribute('href', '/product/1');
    expect(productLinks()).toEqual(['/product/1', '/product/2']);

    await ui.click(screen.getByRole('button', { name: avatarLabels.showMore }));
    expect(await screen.findByRole('link', { name: /Товар 3/ })).toBeInTheDocument();
    expect(productLinks()).toEqual(['/product/1', '/product/2', '/product/3']);
    expect(screen.queryByRole('button', { name: avatarLabels.showMore })).not.toBeInTheDocument();
    expect(sent.map((r) => r.path + r.search)).toEqual(['/api/users/9', '/api/users/9?page=2']);
  });

  it('shows the empty state when the user has no active ads', async () => {
    serveApi({
      'GET /api/users/9': ok(
        publicProfileSchema,
        publicProfile({
          active_ads_count: 0,
          products: { data: [], pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
        }),
      ),
    });
    renderPage(9);
    expect(await screen.findByText(screenLabels.userAdsEmpty)).toBeInTheDocument();
  });

  it('shows a verified offline shop with its address, phone and hours', async () => {
    const { name } = company('approved');
    serveApi({
      'GET /api/users/9': ok(
        publicProfileSchema,
        publicProfile({
          company: {
            name,
            logo: null,
            seller_type: 'offline',
            address: 'Москва, Тверская, 1',
            phone: '+7 (900) 123-45-67',
            work_schedule: company(null).work_schedule,
            verified: true,
          },
        }),
      ),
    });
    renderPage(9);
    const shop = within(await screen.findByRole('region', { name }));
    expect(shop.getByText(avatarLabels.verifiedShop)).toBeInTheDocument();
    expect(shop.getByText('Москва, Тверская, 1')).toBeInTheDocument();
    expect(shop.getByRole('link', { name: '+7 (900) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79001234567',
    );
    expect(shop.getAllByText(avatarLabels.dayOff)).toHaveLength(2);
  });

  it('shows the not-found state for a missing user and for a malformed id', async () => {
    serveApi({ 'GET /api/users/404': ok(messageReplySchema, { message: messages.userNotFound }, 404) });
    const missing = renderPage(404);
    expect(await screen.findByText(messages.userNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: screenLabels.toHome })).toHaveAttribute('href', '/');
    missing.unmount();

    const sent = serveApi({});
    renderPage('abc');
    expect(screen.getByText(messages.userNotFound)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('gives the owner the owner block, and hides the ads of a user the viewer blocked', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
    serveApi({
      'GET /api/users/5': ok(publicProfileSchema, publicProfile({ id: 5, name: user.name })),
      'GET /api/users/9': ok(publicProfileSchema, publicProfile({ blocked_by_me: true })),
    });
    const own = renderPage(5);
    expect(await screen.findByRole('button', { name: avatarLabels.uploadPhoto })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: avatarLabels.block })).not.toBeInTheDocument();
    own.unmount();

    renderPage(9);
    expect(await screen.findByText(avatarLabels.blockedNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: avatarLabels.unblock })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Товар 1/ })).not.toBeInTheDocument();
  });
});
