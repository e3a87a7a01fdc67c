import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@mp/contract';
import { serveApi, unreadable } from '../../test/api.ts';
import { productCard } from '../../test/fixtures/products.ts';
import { user } from '../../test/fixtures/users.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { readLocalFavourites } from './local-favourites.ts';
import { favouritesServer } from './test/fixtures.ts';
import { useFavouritesCount } from './useFavourite.ts';

function Count() {
  return <output data-testid="count">{useFavouritesCount()}</output>;
}

function renderHearts(...ids: number[]) {
  renderWithApp(
    <>
      {ids.map((id) => (
        <FavouriteButton key={id} product={productCard(id)} />
      ))}
      <Count />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const signIn = () => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify(user));
};

const heart = (pressed: boolean) =>
  screen.getByRole('button', { name: pressed ? 'Убрать из избранного' : 'Добавить в избранное' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('the heart, for a guest', () => {
  it('keeps the ad locally, newest first, counts it, and lets it go', async () => {
    const sent = serveApi({});
    const ui = renderHearts(1, 2);
    const [first, second] = screen.getAllByRole('button');
    await ui.click(first!);
    await ui.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(readLocalFavourites().map((item) => item.id)).toEqual([2, 1]);
    expect(readLocalFavourites()[0]).toEqual(productCard(2));
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    await ui.click(first!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(readLocalFavourites().map((item) => item.id)).toEqual([2]);
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(sent).toEqual([]);
  });
});

describe('the heart, signed in', () => {
  it('adds with POST and removes with DELETE, the badge following the server total', async () => {
    signIn();
    const sent = serveApi(favouritesServer([3, 4]));
    const ui = renderHearts(3, 7);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(heart(true)).toBeInTheDocument();

    await ui.click(heart(false));
    expect(screen.getAllByRole('button', { name: 'Убрать из избранного' })).toHaveLength(2);
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ product_id: 7 });

    await ui.click(screen.getAllByRole('button', { name: 'Убрать из избранного' })[0]!);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/favorites/3']),
    );
    expect(readLocalFavourites()).toEqual([]);
  });

  it('puts the heart and the badge back when the POST fails, with the spec message', async () => {
    signIn();
    // The list read after the failure comes late, so only the rollback can put the heart back.
    serveApi(favouritesServer([3], { post: () => unreadable(502), slowRereads: true }));
    const ui = renderHearts(7);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));

    await ui.click(heart(false));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при добавлении в избранное');
    expect(heart(false)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });
});
