import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@mp/contract';
import { serveApi, type Reply } from '../test/api.ts';
import { renderRoutesAt } from './render-routes.test-util.tsx';

beforeEach(() => {
  // Screens may load data; keep them waiting: this is about the guard, not their content.
  serveApi({ 'GET /api/*': () => new Promise<Reply>(() => {}) });
});

describe('auth guard', () => {
  it('sends a visitor without a token from an auth screen to the home page', async () => {
    const router = renderRoutesAt('/profile/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Настройки' })).not.toBeInTheDocument();
  });

  it('guards every auth screen, including ad creation and notifications', async () => {
    for (const path of ['/ad/create', '/notifications/3', '/profile']) {
      const router = renderRoutesAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    }
  });

  it('lets a visitor with a token in localStorage through', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    const router = renderRoutesAt('/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });

  it('accepts a session-only token too', async () => {
    sessionStorage.setItem(storageKeys.token, 'abc');
    renderRoutesAt('/profile/wallet');
    expect(await screen.findByRole('heading', { name: 'Кошелек' })).toBeInTheDocument();
  });

  it('sends a signed-in user from the authorization screen to their ads', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    const router = renderRoutesAt('/authorization');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/ads'));
  });

  it('shows the authorization screen to guests', async () => {
    renderRoutesAt('/authorization');
    expect(await screen.findByRole('tab', { name: 'Вход' })).toBeInTheDocument();
  });

  it('leaves public screens open to guests', async () => {
    const router = renderRoutesAt('/profile/favourites');
    expect(await screen.findByRole('heading', { name: 'Избранное' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/favourites');
  });

  it('moves /search to the all-Russia results, keeping the query', async () => {
    const router = renderRoutesAt('/search?search=диван');
    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/search/россия'));
    expect(router.state.location.search).toBe('?search=диван');
  });
});
