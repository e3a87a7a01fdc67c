import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@mp/contract';
import { serveApi, unreadable } from '../../test/api.ts';
import { productDetail } from '../../test/fixtures/products.ts';
import { renderWithApp } from '../../test/render.tsx';
import { Toaster } from '../../shared/ui/Toaster.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { AddToCart } from './AddToCart.tsx';
import { readLocalCart } from './local-cart.ts';
import { cartServer } from './test/fixtures.ts';
import { useCartCount } from './useCart.ts';

function Count() {
  return <output data-testid="count">{useCartCount()}</output>;
}

function renderPicker() {
  renderWithApp(
    <>
      <AddToCart product={productDetail} />
      <Count />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const signIn = () => sessionStorage.setItem(storageKeys.token, 'session-token');
const addButton = () => screen.getByRole('button', { name: 'В корзину' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('«В корзину», for a guest', () => {
  it('adds to the local cart by seller, increments up to the stock, and counts units', async () => {
    const sent = serveApi({});
    const ui = renderPicker();
    await ui.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await ui.click(addButton());
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    expect(readLocalCart()).toEqual([
      {
        id: 7,
        seller: { id: 7, name: 'Иван' },
        order_processing_type: 'manual',
        auto_percentage: 0,
        products: [
          {
            id: 42,
            name: 'Велосипед Stels Navigator 700',
            price: 12500,
            image: '/storage/products/42/1-card.webp',
            max_quantity: 3,
            quantity: 2,
          },
        ],
      },
    ]);
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    await ui.click(addButton());
    await ui.click(addButton());
    expect(readLocalCart()[0]?.products[0]?.quantity).toBe(3);
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeEnabled();
    expect(sent).toEqual([]);
  });
});

describe('«В корзину», signed in', () => {
  it('adds with POST and the badge follows the server count', async () => {
    signIn();
    const sent = serveApi(cartServer([]));
    const ui = renderPicker();
    await waitFor(() => expect(sent.some((r) => r.path === '/api/cart')).toBe(true));
    expect(screen.getByTestId('count')).toHaveTextContent('0');

    await ui.click(addButton());
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ product_id: 42, quantity: 1 });
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    expect(readLocalCart()).toEqual([]);
  });

  it('shows the spec message when the POST fails', async () => {
    signIn();
    serveApi(cartServer([], { post: () => unreadable(502) }));
    const ui = renderPicker();
    await ui.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при добавлении товара в корзину');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });
});
