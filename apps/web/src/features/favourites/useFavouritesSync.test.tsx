import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@mp/contract';
import { failure, serveApi } from '../../test/api.ts';
import { productCard } from '../../test/fixtures/products.ts';
import { user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { writeText } from '../../shared/lib/storage.ts';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { readLocalFavourites, writeLocalFavourites } from './local-favourites.ts';
import { favouritesServer } from './test/fixtures.ts';
import { useFavouritesSync } from './useFavouritesSync.ts';

function Sync() {
  useFavouritesSync();
  return <Toaster />;
}

const posted = (sent: { method: string; body: unknown }[]) =>
  sent.filter((r) => r.method === 'POST').map((r) => (r.body as { product_id: number }).product_id);

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  // Newest first, as the heart keeps them.
  writeLocalFavourites([3, 2, 1].map((id) => productCard(id)));
});

describe('sign-in sync of local favourites', () => {
  it('sends each local item after sign-in, oldest first, and clears the list on full success', async () => {
    const sent = serveApi(favouritesServer([]));
    renderWithApp(<Sync />);
    expect(posted(sent)).toEqual([]);

    act(() => {
      writeText(storageKeys.user, JSON.stringify(user));
      writeText(storageKeys.token, 'session-token');
    });
    await waitFor(() => expect(localStorage.getItem(storageKeys.localFavourites)).toBeNull());
    expect(posted(sent)).toEqual([1, 2, 3]);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('keeps the failures with the spec message; a gone ad or one’s own ad counts as done', async () => {
    localStorage.setItem(storageKeys.token, 'session-token');
    const sent = serveApi(
      favouritesServer([], {
        post: (id) =>
          ({ 1: failure(404, 'Объявление не найдено'), 2: failure(500, 'Ошибка'), 3: failure(422, 'Своё') })[
            id
          ],
      }),
    );
    renderWithApp(<Sync />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось синхронизировать 1 элементов из localStorage',
    );
    expect(posted(sent)).toEqual([1, 2, 3]);
    expect(readLocalFavourites()).toEqual([productCard(2)]);
  });
});
