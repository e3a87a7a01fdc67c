import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { storageKeys } from '@mp/contract';
import { testQueryClient } from '../test/render.tsx';
import { buildRoutes } from './router.tsx';

function renderAt(path: string) {
  const layout = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
  const router = createMemoryRouter(buildRoutes(layout), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  // Screens may load data; keep them waiting rather than reaching the network.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth guard', () => {
  it('sends a visitor without a token from an auth screen to the home page', async () => {
    const router = renderAt('/profile/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Настройки' })).not.toBeInTheDocument();
  });

  it('guards every auth screen, including ad creation and notifications', async () => {
    for (const path of ['/ad/create', '/notifications/3', '/profile']) {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    }
  });

  it('lets a visitor with a token in localStorage through', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    const router = renderAt('/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Настройки' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/settings');
  });

  it('accepts a session-only token too', async () => {
    sessionStorage.setItem(storageKeys.token, 'abc');
    renderAt('/profile/wallet');
    expect(await screen.findByRole('heading', { name: 'Кошелек' })).toBeInTheDocument();
  });

  it('sends a signed-in user from the authorization screen to their ads', async () => {
    localStorage.setItem(storageKeys.token, 'abc');
    const router = renderAt('/authorization');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/ads'));
  });

  it('shows the authorization screen to guests', async () => {
    renderAt('/authorization');
    expect(await screen.findByRole('tab', { name: 'Вход' })).toBeInTheDocument();
  });

  it('leaves public screens open to guests', async () => {
    const router = renderAt('/profile/favourites');
    expect(await screen.findByRole('heading', { name: 'Избранное' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/favourites');
  });

  it('moves /search to the all-Russia results, keeping the query', async () => {
    const router = renderAt('/search?search=диван');
    await waitFor(() => expect(decodeURIComponent(router.state.location.pathname)).toBe('/search/россия'));
    expect(router.state.location.search).toBe('?search=диван');
  });
});
