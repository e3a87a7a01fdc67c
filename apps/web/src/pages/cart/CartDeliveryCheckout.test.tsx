import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice, messages, ordersCreatedReplySchema, storageKeys } from '@mp/contract';
import { cartEntry, cartLine, cartServer } from '../../features/cart/test/fixtures.ts';
import { serveDelivery as serve } from '../../features/orders/delivery/test/fixtures.ts';
import { ok } from '../../test/api.ts';
import { order } from '../../test/fixtures/orders.ts';
import { productDetail } from '../../test/fixtures/products.ts';
import { renderWithApp } from '../../test/render.tsx';
import { CartPage } from './CartPage.tsx';

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => sessionStorage.setItem(storageKeys.token, 'session-token'));

describe('«Купить с доставкой» in the cart', () => {
  it('prices the seller’s whole entry as one parcel and orders the entry to the chosen point', async () => {
    const lines = [
      cartLine(11, { delivery_available: true, price: 1000 }),
      cartLine(12, { delivery_available: true, price: 500, quantity: 2 }),
    ];
    const sent = serve({
      ...cartServer([cartEntry(7, lines)]),
      'POST /api/orders': ok(
        ordersCreatedReplySchema,
        { message: messages.orderCreated, orders: [order(14)] },
        201,
      ),
    });
    renderWithApp(<CartPage />, { path: '/cart' });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Купить с доставкой' }));
    const dialog = await screen.findByRole('dialog', { name: 'Купить с доставкой' });
    // No city chosen yet, and a cart has no ad's city: the buyer names theirs.
    await ui.type(within(dialog).getByLabelText('Город'), productDetail.city.name.slice(0, 4));
    await ui.click(await within(dialog).findByRole('option', { name: new RegExp(productDetail.city.name) }));
    await ui.click(await within(dialog).findByRole('radio', { name: /ПВЗ на Тверской/ }));

    expect(await within(dialog).findByText('390 ₽ · 2–5 дней')).toBeInTheDocument();
    expect(params(sent.find((request) => request.path === '/api/delivery/quote')?.search)).toEqual({
      cart_item_id: '7',
      point_id: '31',
    });
    expect(within(dialog).getByText('Итого').nextElementSibling).toHaveTextContent(formatPrice(2000 + 390));
    await ui.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/orders/14'));
    expect(sent.find((request) => request.path === '/api/orders')?.body).toEqual({
      cart_item_id: 7,
      delivery: { point_id: 31 },
    });
    // The ordered lines leave the cart: it is read again.
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/cart')).toHaveLength(2));
  });

  it('is not offered for an entry with an ad that does not travel', async () => {
    serve(cartServer([cartEntry(7, [cartLine(11, { delivery_available: true }), cartLine(12)])]));
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('button', { name: 'Оформить заказ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Купить с доставкой' })).toBeNull();
  });
});
