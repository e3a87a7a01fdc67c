import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, ordersCreatedReplySchema, storageKeys } from '@mp/contract';
import { AddToCart } from '../cart/index.ts';
import { serveApi, ok } from '../../test/api.ts';
import { productDetail } from '../../test/fixtures/products.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BuyButton } from './BuyButton.tsx';
import { order } from '../../test/fixtures/orders.ts';

/** The ad page's picker as the page composes it: «Купить» orders the units chosen for «В корзину». */
function renderPicker() {
  renderWithApp(
    <AddToCart
      product={productDetail}
      buy={(quantity) => <BuyButton product={productDetail} quantity={quantity} />}
    />,
    { path: `/product/${productDetail.id}` },
  );
  return userEvent.setup();
}
const location = () => screen.getByTestId('location').textContent;

describe('«Купить» on the ad page', () => {
  beforeEach(() => sessionStorage.setItem(storageKeys.token, 'session-token'));

  it('orders the chosen number of units at once and opens the order', async () => {
    const sent = serveApi({
      'POST /api/orders': ok(
        ordersCreatedReplySchema,
        { message: messages.orderCreated, orders: [order(12)] },
        201,
      ),
    });
    const ui = renderPicker();
    await ui.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await ui.click(screen.getByRole('button', { name: 'Купить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оформить заказ' });
    expect(within(dialog).getByText(productDetail.name)).toBeInTheDocument();
    await ui.type(within(dialog).getByLabelText('Адрес доставки'), 'Казань, Баумана 5');
    await ui.click(within(dialog).getByRole('button', { name: 'Заказать' }));

    await waitFor(() => expect(location()).toBe('/profile/orders/12'));
    expect(sent.find((request) => request.path === '/api/orders')?.body).toEqual({
      items: [{ product_id: productDetail.id, quantity: 2 }],
      delivery_address: 'Казань, Баумана 5',
    });
  });
});

it('sends a guest to sign in first', async () => {
  const sent = serveApi({});
  const ui = renderPicker();
  await ui.click(screen.getByRole('button', { name: 'Купить' }));
  expect(location()).toBe('/authorization');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});
