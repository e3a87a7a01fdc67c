import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  breadcrumbs,
  messageReplySchema,
  messages,
  ownProfileSchema,
  publicProfileSchema,
  screenLabels,
  shellLabels,
  storageKeys,
} from '@mp/contract';
import { ok, serveApi } from '../test/api.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';
import { LocationProbe, renderWithApp } from '../test/render.tsx';
import { ownProfileOf, user } from '../test/fixtures/users.ts';
import { publicProfile } from '../test/fixtures/profiles.ts';
import { Header } from '../features/shell/Header.tsx';
import { profileLinks } from '../features/shell/profile-links.ts';
import { ProfileSidebar } from '../features/profile-layout/ProfileSidebar.tsx';

const signIn = () => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};
const ownProfile = (photo: string | null) => ownProfileOf({ profile_photo_url: photo });

afterEach(() => vi.unstubAllGlobals());

describe('profile sidebar', () => {
  it('lists the profile links in spec order, the points of the special wallet, and logs out to the root', async () => {
    signIn();
    serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfile(null)),
      'POST /api/logout': ok(messageReplySchema, { message: messages.logoutSuccess }),
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
    serveApi({ 'GET /api/user': ok(ownProfileSchema, { ...ownProfile(null), role: 'moderator' }) });
    const moderator = renderWithApp(<ProfileSidebar />);
    const link = await screen.findByRole('link', { name: screenLabels.moderationTitle });
    expect(link).toHaveAttribute('href', '/profile/moderation');
    const items = within(screen.getByRole('navigation', { name: shellLabels.profile })).getAllByRole(
      'listitem',
    );
    expect(items.at(-2)).toContainElement(link);
    moderator.unmount();

    serveApi({ 'GET /api/user': ok(ownProfileSchema, ownProfile(null)) });
    const plain = renderWithApp(<ProfileSidebar />);
    await waitFor(() => expect(plain.client.getQueryData(['user', 'profile'])).toBeDefined());
    expect(screen.queryByRole('link', { name: screenLabels.moderationTitle })).not.toBeInTheDocument();
  });

  it('leaves the special wallet out of the compact menu', () => {
    signIn();
    serveApi({});
    renderWithApp(<ProfileSidebar compact />);
    expect(
      screen.queryByRole('link', { name: new RegExp(breadcrumbs.specialWallet) }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: breadcrumbs.wallet })).toBeInTheDocument();
  });
});

describe('profile layout in the route table', () => {
  const sidebar = () => screen.queryByRole('navigation', { name: shellLabels.profile });

  it('puts the sidebar beside the signed-in profile screens', async () => {
    signIn();
    serveApi({ 'GET /api/user': ok(ownProfileSchema, ownProfile(null)) });
    renderRoutesAt('/profile/wallet', <LocationProbe />);
    expect(await screen.findByRole('heading', { name: breadcrumbs.wallet })).toBeInTheDocument();
    expect(sidebar()).toBeInTheDocument();
  });

  it('keeps another user’s public page without it', async () => {
    serveApi({ 'GET /api/users/9': ok(publicProfileSchema, publicProfile()) });
    renderRoutesAt('/profile/user/9', <LocationProbe />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Борис' })).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('shows guests their favourites without it', async () => {
    serveApi({});
    renderRoutesAt('/profile/favourites', <LocationProbe />);
    expect(
      await screen.findByRole('heading', { level: 1, name: breadcrumbs.favourites }),
    ).toBeInTheDocument();
    expect(sidebar()).not.toBeInTheDocument();
  });
});

describe('header avatar', () => {
  it('shows the profile photo of the signed-in user', async () => {
    signIn();
    serveApi({ 'GET /api/user': ok(ownProfileSchema, ownProfile('/storage/avatars/5.webp')) });
    renderWithApp(<Header catalogue={null} search={null} city={null} />);
    const trigger = screen.getByRole('button', { name: shellLabels.profileMenu });
    await waitFor(() =>
      expect(trigger.querySelector('img')).toHaveAttribute('src', '/storage/avatars/5.webp'),
    );
  });
});
