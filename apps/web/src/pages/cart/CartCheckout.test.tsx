import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ordersCreatedReplySchema, storageKeys, validationErrorSchema } from '@mp/contract';
import { cartEntry, cartLine, cartServer } from '../../features/cart/test/fixtures.ts';
import { order } from '../../test/fixtures/orders.ts';
import { failure, ok, serveApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { CartPage } from './CartPage.tsx';

const location = () => screen.getByTestId('location').textContent;
const dialog = () => screen.getByRole('dialog', { name: 'Оформить заказ' });

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('«Оформить заказ» in the cart', () => {
  beforeEach(() => sessionStorage.setItem(storageKeys.token, 'session-token'));

  it('orders a seller’s entry with the delivery address, then opens the new order', async () => {
    const sent = serveApi({
      ...cartServer([cartEntry(7, [cartLine(11, { quantity: 2, price: 1250 })])]),
      'POST /api/orders': ok(
        ordersCreatedReplySchema,
        { message: messages.orderCreated, orders: [order(5)] },
        201,
      ),
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Оформить заказ' }));

    expect(
      await within(await screen.findByRole('dialog', { name: 'Оформить заказ' })).findByText('Товар 11'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('2 шт. × 1 250 ₽')).toBeInTheDocument();
    await ui.click(within(dialog()).getByRole('button', { name: 'Заказать' }));
    expect(within(dialog()).getByLabelText('Адрес доставки')).toHaveAccessibleDescription(
      messages.deliveryAddressRequired,
    );
    expect(sent.some((request) => request.path === '/api/orders')).toBe(false);

    await ui.type(within(dialog()).getByLabelText('Адрес доставки'), '  Москва, Тверская 1 ');
    await ui.click(within(dialog()).getByRole('button', { name: 'Заказать' }));

    await waitFor(() => expect(location()).toBe('/profile/orders/5'));
    expect(sent.find((request) => request.path === '/api/orders')?.body).toEqual({
      cart_item_id: 7,
      delivery_address: 'Москва, Тверская 1',
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([messages.orderCreated]);
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/cart')).toHaveLength(2));
  });

  it('keeps the server’s address message under the field and a refusal as a toast', async () => {
    let refusal = ok(
      validationErrorSchema,
      {
        message: messages.deliveryAddressTooLong,
        errors: { delivery_address: [messages.deliveryAddressTooLong] },
      },
      422,
    );
    serveApi({
      ...cartServer([cartEntry(7, [cartLine(11)])]),
      'POST /api/orders': () => refusal,
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Оформить заказ' }));
    await ui.type(within(dialog()).getByLabelText('Адрес доставки'), 'Москва');
    await ui.click(within(dialog()).getByRole('button', { name: 'Заказать' }));
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('Адрес доставки')).toHaveAccessibleDescription(
        messages.deliveryAddressTooLong,
      ),
    );

    refusal = failure(409, messages.orderOutOfStock('Товар 11'));
    await ui.click(within(dialog()).getByRole('button', { name: 'Заказать' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
        messages.orderOutOfStock('Товар 11'),
      ),
    );
    expect(location()).toBe('/cart');
  });

  it('asks to fix an entry with a withdrawn ad or more units than in stock before ordering it', async () => {
    serveApi(cartServer([cartEntry(7, [cartLine(11, { quantity: 4, max_quantity: 2 })])]));
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
    expect(
      screen.getByText('Уберите товары, которых нет в наличии, или уменьшите их количество'),
    ).toBeInTheDocument();
  });
});

it('sends a guest to sign in before ordering their local cart', async () => {
  localStorage.setItem(storageKeys.cart, JSON.stringify([cartEntry(7, [cartLine(11)])]));
  renderWithApp(<CartPage />, { path: '/cart' });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Оформить заказ' }));
  expect(location()).toBe('/authorization');
});
