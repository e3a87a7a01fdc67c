import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@mp/contract';
import { writeLocalFavourites } from '../../features/favourites/local-favourites.ts';
import { favouritesServer } from '../../features/favourites/test/fixtures.ts';
import { serveApi, unreadable } from '../../test/api.ts';
import { productCard } from '../../test/fixtures/products.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FavouritesPage } from './FavouritesPage.tsx';

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article')!;

describe('/profile/favourites', () => {
  it('shows a guest the local list, newest first, and the empty state once it is emptied', async () => {
    writeLocalFavourites([productCard(2), productCard(1)]);
    renderWithApp(<FavouritesPage />);
    expect(names()).toEqual(['Товар 2', 'Товар 1']);

    const ui = userEvent.setup();
    for (const name of ['Товар 2', 'Товар 1']) {
      await ui.click(within(cardOf(name)).getByRole('button', { name: 'Убрать из избранного' }));
    }
    expect(screen.getByText('В избранном пока ничего нет')).toBeInTheDocument();
  });

  it('lists the server favourites page by page, greys out withdrawn ads, and removes one', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    const sent = serveApi(favouritesServer(ids, { unavailable: [2] }));
    renderWithApp(<FavouritesPage />);

    expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    expect(within(cardOf('Товар 2')).getByText('Снято с публикации')).toBeInTheDocument();
    expect(screen.getAllByText('Снято с публикации')).toHaveLength(1);

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    await ui.click(within(cardOf('Товар 2')).getByRole('button', { name: 'Убрать из избранного' }));
    expect(screen.queryByRole('heading', { name: 'Товар 2' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path === '/api/favorites/2')).toBe(true),
    );
  });

  it('shows the spec message when the list cannot be read', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    serveApi({ 'GET /api/favorites': unreadable(502) });
    renderWithApp(<FavouritesPage />);
    expect(await screen.findByText('Ошибка при получении избранного')).toBeInTheDocument();
  });
});
