import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { breadcrumbs, ownProfileSchema, shellChrome, shellLabels, storageKeys } from '@mp/contract';
import { ok, serveApi } from '../../test/api.ts';
import { notification, notificationsReply } from '../../test/fixtures/notifications.ts';
import { ownProfileOf, user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Header } from './Header.tsx';
import { profileLinks } from './profile-links.ts';

function renderHeader() {
  renderWithApp(<Header catalogue={null} search={null} city={null} />);
  return userEvent.setup();
}

const signIn = () => {
  // The header asks for the own profile (its photo); it shows the stored user meanwhile.
  serveApi({ 'GET /api/user': ok(ownProfileSchema, ownProfileOf()) });
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};

async function openMobileMenu(ui: ReturnType<typeof userEvent.setup>) {
  await ui.click(screen.getByRole('button', { name: shellChrome.openMenu }));
  return within(screen.getByRole('navigation', { name: shellChrome.mainNavigation }));
}

describe('header, signed in', () => {
  it('shows the avatar initial and a profile menu with every sidebar link and «Выйти»', async () => {
    signIn();
    const ui = renderHeader();
    expect(screen.getByRole('link', { name: shellLabels.placeForFree })).toHaveAttribute(
      'href',
      '/ad/create',
    );
    expect(screen.queryByRole('link', { name: shellLabels.login })).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: shellLabels.profileMenu });
    expect(trigger).toHaveTextContent('А');
    await ui.click(trigger);
    const menu = within(screen.getByRole('navigation', { name: shellLabels.profileMenu }));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      profileLinks.map((link) => link.to),
    );
    expect(menu.getByRole('link', { name: breadcrumbs.wallet })).toHaveAttribute('href', '/profile/wallet');
    expect(menu.getByRole('button', { name: shellLabels.logout })).toBeInTheDocument();

    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: shellLabels.profileMenu })).not.toBeInTheDocument();
  });

  it('gives the mobile menu the user name, «Профиль», logout and «Уведомления»', async () => {
    signIn();
    const menu = await openMobileMenu(renderHeader());
    expect(menu.getByText(user.name)).toBeInTheDocument();
    expect(menu.getByRole('link', { name: shellLabels.profile })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('button', { name: shellLabels.logout })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: shellLabels.notifications })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows the unread count on the mobile menu’s «Уведомления»', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
    serveApi({
      'GET /api/user': ok(ownProfileSchema, ownProfileOf()),
      'GET /api/notifications': notificationsReply([notification(1)], { unread: 3 }),
    });
    const menu = await openMobileMenu(renderHeader());
    const link = await menu.findByRole('link', { name: `${shellLabels.notifications}: 3` });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
  });

  it('offers «Разместить бесплатно» in the phone’s side menu, leading to ad-create', async () => {
    signIn();
    const ui = renderHeader();
    const menu = await openMobileMenu(ui);
    expect(menu.getByRole('link', { name: shellLabels.placeForFree })).toHaveAttribute('href', '/ad/create');
  });
});

describe('header, guest', () => {
  it('leads login and «place for free» to authorization; the mobile menu has no notifications', async () => {
    const ui = renderHeader();
    expect(screen.getByRole('link', { name: shellLabels.placeForFree })).toHaveAttribute(
      'href',
      '/authorization',
    );
    expect(screen.queryByRole('button', { name: shellLabels.profileMenu })).not.toBeInTheDocument();
    const menu = await openMobileMenu(ui);
    expect(menu.getByText(shellLabels.guest)).toBeInTheDocument();
    expect(menu.getByRole('link', { name: shellLabels.login })).toHaveAttribute('href', '/authorization');
    expect(menu.queryByRole('link', { name: shellLabels.notifications })).not.toBeInTheDocument();
  });

  it('offers «Разместить бесплатно» in the phone’s side menu, leading to authorization', async () => {
    const ui = renderHeader();
    const menu = await openMobileMenu(ui);
    expect(menu.getByRole('link', { name: shellLabels.placeForFree })).toHaveAttribute(
      'href',
      '/authorization',
    );
  });
});
