import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { authLabels, breadcrumbs, messages, moderationLabels, shellLabels, storageKeys } from '@mp/contract';
import { buildRoutes } from './router.tsx';
import { LocationProbe, renderWithApp, testQueryClient } from '../test/render.tsx';
import { user } from '../test/stub-api.ts';
import { publicProfile, stubNetwork } from '../test/fixtures/profiles.ts';
import { Header } from '../features/shell/Header.tsx';
import { profileLinks } from '../features/shell/profile-links.ts';
import { ProfileSidebar } from '../features/profile-layout/ProfileSidebar.tsx';

const signIn = () => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};
const ownProfile = (photo: string | null) => ({
  ...user,
  email: null,
  surname: null,
  patronymic: null,
  address: null,
  birth_date: null,
  has_car: false,
  gender: 'female',
  profile_photo_url: photo,
});

afterEach(() => vi.unstubAllGlobals());

describe('profile sidebar', () => {
  it('lists the profile links in spec order, the points of the special wallet, and logs out to the root', async () => {
    signIn();
    stubNetwork({
      'GET /api/user': { body: ownProfile(null) },
      'POST /api/logout': { body: { message: messages.logoutSuccess } },
    });
    renderWithApp(<ProfileSidebar />, { path: '/profile/wallet' });
    const nav = within(screen.getByRole('navigation', { name: shellLabels.profile }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([`/profile/user/${user.id}`, ...profileLinks.map((link) => link.to)]);
    expect(nav.getByRole('link', { name: breadcrumbs.wallet })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: new RegExp(breadcrumbs.specialWallet) })).toBeInTheDocument();

    await userEvent.setup().click(nav.getByRole('button', { name: shellLabels.logout }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(sessionStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('shows «Модерация» before «Выйти» to moderators and admins only', async () => {
    signIn();
    stubNetwork({ 'GET /api/user': { body: { ...ownProfile(null), role: 'moderator' } } });
    const moderator = renderWithApp(<ProfileSidebar />);
    const link = await screen.findByRole('link', { name: moderationLabels.title });
    expect(link).toHaveAttribute('href', '/profile/moderation');
    const items = within(screen.getByRole('navigation', { name: shellLabels.profile })).getAllByRole(
      'listitem',
    );
    expect(items.at(-2)).toContainElement(link);
    moderator.unmount();

    stubNetwork({ 'GET /api/user': { body: ownProfile(null) } });
    const plain = renderWithApp(<ProfileSidebar />);
    await waitFor(() => expect(plain.client.getQueryData(['user', 'profile'])).toBeDefined());
    expect(screen.queryByRole('link', { name: moderationLabels.title })).not.toBeInTheDocument();
  });

  it('leaves the special wallet out of the compact menu', () => {
    signIn();
    stubNetwork({});
    renderWithApp(<ProfileSidebar compact />);
    expect(
      screen.queryByRole('link', { name: new RegExp(breadcrumbs.specialWallet) }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: breadcrumbs.wallet })).toBeInTheDocument();
  });
});

describe('profile layout in the route table', () => {
  function renderAt(path: string) {
    const shell = (
      <Suspense fallback={null}>
        <Outlet />
        <LocationProbe />
      </Suspense>
    );
    const router = createMemoryRouter(buildRoutes(shell), { initialEntries: [path] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }
  const sidebar = () => screen.queryByRole('navigation', { name: shellLabels.profile });

  it('puts the sidebar beside the signed-in profile screens', async () => {
    signIn();
    stubNetwork({ 'GET /api/user': { body: ownProfile(null) } });
    renderAt('/profile/wallet');
    expect(await screen.findByRole('heading', { name: breadcrumbs.wallet })).toBeInTheDocument();
    expect(sidebar()).toBeInTheDocument();
  });

  it('keeps another user’s public page without it', async () => {
    stubNetwork({ 'GET /api/users/9': { body: publicProfile() } });
    renderAt('/profile/user/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Борис' })).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('shows guests their favourites without it', async () => {
    stubNetwork({});
    renderAt('/profile/favourites');
    expect(
      await screen.findByRole('heading', { level: 1, name: breadcrumbs.favourites }),
    ).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
  });
});

describe('header avatar', () => {
  it('shows the profile photo of the signed-in user', async () => {
    signIn();
    stubNetwork({ 'GET /api/user': { body: ownProfile('/storage/avatars/5.webp') } });
    renderWithApp(<Header catalogue={null} search={null} city={null} />);
    const trigger = screen.getByRole('button', { name: authLabels.profileMenu });
    await waitFor(() =>
      expect(trigger.querySelector('img')).toHaveAttribute('src', '/storage/avatars/5.webp'),
    );
  });
});
