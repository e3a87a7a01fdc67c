import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@mp/contract';
import { serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { writeJson } from '../../shared/lib/storage.ts';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { cartEntry, cartLine, cartServer } from '../../features/cart/test/fixtures.ts';
import { CartPage } from './CartPage.tsx';

const local = ({ id, name, price, image, max_quantity, quantity }: ReturnType<typeof cartLine>) => ({
  id,
  name,
  price,
  image,
  max_quantity,
  quantity,
});

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('/cart, signed in', () => {
  it('shows entries by seller, a changed price, and leaves unavailable or understocked lines out of the total', async () => {
    sessionStorage.setItem(storageKeys.token, 'session-token');
    serveApi(
      cartServer([
        cartEntry(7, [cartLine(1, { price: 1000.5, quantity: 2 }), cartLine(2, { available: false })]),
        cartEntry(8, [
          cartLine(3, { price: 90, added_price: 120 }),
          cartLine(4, { quantity: 4, max_quantity: 2 }),
        ]),
      ]),
    );
    renderWithApp(<CartPage />);

    const seven = await screen.findByRole('region', { name: 'Продавец 7' });
    expect(within(seven).getByText('Товар 1')).toBeInTheDocument();
    expect(within(seven).getByText(/Снято с публикации/)).toBeInTheDocument();
    const eight = screen.getByRole('region', { name: 'Продавец 8' });
    expect(within(eight).getByText('120 ₽').tagName).toBe('S');
    expect(within(eight).getByText('Цена изменилась')).toBeInTheDocument();
    expect(within(eight).getByText(/Осталось 2 шт\./)).toBeInTheDocument();
    // 1000.50 × 2 + 90: the unavailable line and the one above stock are left out.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('2 091 ₽');
  });
});

describe('/cart, for a guest', () => {
  it('decreases down to 1, and removing the seller’s last product removes the entry', async () => {
    serveApi({});
    writeJson(storageKeys.cart, [
      cartEntry(7, [local(cartLine(1, { quantity: 2 }))] as never),
      cartEntry(8, [local(cartLine(3))] as never),
    ]);
    renderWithApp(<CartPage />);
    const ui = userEvent.setup();
    const seven = screen.getByRole('region', { name: 'Продавец 7' });
    const decrease = within(seven).getByRole('button', { name: 'Уменьшить количество' });
    await ui.click(decrease);
    expect(within(seven).getByRole('group', { name: 'Количество: Товар 1' })).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('200 ₽');

    await ui.click(within(seven).getByRole('button', { name: 'Удалить из корзины: Товар 1' }));
    expect(screen.queryByRole('region', { name: 'Продавец 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Продавец 8' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.cart) ?? '[]')).toHaveLength(1);

    await ui.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    expect(screen.getByText('В корзине пока нет товаров')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });
});
