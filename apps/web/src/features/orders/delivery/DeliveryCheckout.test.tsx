import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  citiesReplySchema,
  formatPrice,
  messages,
  ordersCreatedReplySchema,
  storageKeys,
  validationErrorSchema,
} from '@mp/contract';
import { useCityStore } from '../../city/index.ts';
import { failure, ok } from '../../../test/api.ts';
import { order } from '../../../test/fixtures/orders.ts';
import { productDetail } from '../../../test/fixtures/products.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useToastStore } from '../../../shared/ui/toast-store.ts';
import { BuyButton } from '../BuyButton.tsx';
import { serveDelivery } from './test/fixtures.ts';

const serve = serveDelivery;

async function openCheckout() {
  const { client } = renderWithApp(<BuyButton product={productDetail} quantity={1} />, {
    path: `/product/${productDetail.id}`,
  });
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: 'Купить с доставкой' }));
  const dialog = await screen.findByRole('dialog', { name: 'Купить с доставкой' });
  return { ui, dialog, client };
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
  useCityStore.setState({ city: null });
});
afterEach(() => useCityStore.setState({ city: null }));

describe('«Купить с доставкой» on the ad page', () => {
  it('orders to the pickup point chosen in the list, with its price, days and total, and opens the order', async () => {
    const sent = serve({
      'POST /api/orders': ok(
        ordersCreatedReplySchema,
        { message: messages.orderCreated, orders: [order(12)] },
        201,
      ),
    });
    const { ui, dialog } = await openCheckout();

    // No city chosen: the ad's city's points, as many as a page holds.
    const points = within(dialog).getByRole('group', { name: 'Пункт выдачи' });
    await ui.click(await within(points).findByRole('radio', { name: /ПВЗ на Арбате/ }));
    expect(params(sent.find((request) => request.path === '/api/delivery/points')?.search)).toMatchObject({
      city_id: String(productDetail.city.id),
      per_page: '500',
    });

    expect(await within(dialog).findByText('390 ₽ · 2–5 дней')).toBeInTheDocument();
    const chosen = within(dialog).getByRole('region', { name: 'Выбран пункт' });
    expect(chosen).toHaveTextContent('Москва, Арбат, 10');
    expect(chosen).toHaveTextContent('Пн–Вс 10:00–21:00');
    expect(params(sent.find((request) => request.path === '/api/delivery/quote')?.search)).toEqual({
      product_id: String(productDetail.id),
      quantity: '1',
      point_id: '32',
    });
    expect(within(dialog).getByText('Итого').nextElementSibling).toHaveTextContent(
      formatPrice(productDetail.price + 390),
    );

    await ui.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/orders/12'));
    expect(sent.find((request) => request.path === '/api/orders')?.body).toEqual({
      items: [{ product_id: productDetail.id, quantity: 1 }],
      delivery: { point_id: 32 },
    });
  });

  it('asks for a point before ordering, searches the points on the server, and keeps a refusal under the list', async () => {
    const sent = serve({
      'POST /api/orders': ok(
        validationErrorSchema,
        { message: messages.validationFailed, errors: { delivery: [messages.pickupPointNotFound] } },
        422,
      ),
    });
    const { ui, dialog } = await openCheckout();
    await within(dialog).findByRole('radio', { name: /ПВЗ на Тверской/ });

    await ui.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    const points = within(dialog).getByRole('group', { name: 'Пункт выдачи' });
    expect(points).toHaveAccessibleDescription(messages.pickupPointRequired);
    expect(sent.some((request) => request.path === '/api/orders')).toBe(false);

    await ui.type(within(dialog).getByRole('searchbox', { name: 'Адрес пункта' }), 'арбат');
    await waitFor(() => expect(within(points).queryByRole('radio', { name: /Тверской/ })).toBeNull());
    expect(
      sent.filter((request) => request.path === '/api/delivery/points').map((r) => params(r.search).search),
    ).toEqual([undefined, 'арбат']);

    await ui.click(within(points).getByRole('radio', { name: /ПВЗ на Арбате/ }));
    await ui.click(within(dialog).getByRole('button', { name: 'Заказать' }));
    await waitFor(() => expect(points).toHaveAccessibleDescription(messages.pickupPointNotFound));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('keeps what is typed into the city field while the cities are still coming, and finds the city', async () => {
    const kazan = {
      id: 2,
      name: 'Казань',
      region: 'Татарстан',
      latitude: 55.79,
      longitude: 49.12,
      population: 1_300_000,
    };
    let release: () => void = () => {};
    const cities = new Promise<void>((resolve) => (release = resolve));
    serve({
      'GET /api/cities': async () => {
        await cities;
        return ok(citiesReplySchema, { data: [productDetail.city, kazan] });
      },
    });
    const { ui, dialog, client } = await openCheckout();
    const field = within(dialog).getByRole('combobox', { name: 'Город' });

    // The ad's city has no name to show yet when the person puts the cursor there; the cities arrive
    // before they type.
    await ui.click(field);
    release();
    await waitFor(() => expect(client.getQueryData(queryKeys.cities)).toBeDefined());
    await ui.keyboard('Каз');
    expect(field).toHaveValue('Каз');
    await ui.click(await within(dialog).findByRole('option', { name: /Казань/ }));
    expect(field).toHaveValue('Казань');
  });

  it('says when the delivery to the point cannot be priced', async () => {
    serve({ 'GET /api/delivery/quote': failure(503, messages.deliveryQuoteUnavailable) });
    const { ui, dialog } = await openCheckout();
    await ui.click(await within(dialog).findByRole('radio', { name: /ПВЗ на Тверской/ }));
    expect(await within(dialog).findByText(messages.deliveryQuoteUnavailable)).toBeInTheDocument();
    expect(within(dialog).queryByText('Доставка')).toBeNull();
  });

  it('is not offered for an ad without delivery', () => {
    serve();
    renderWithApp(<BuyButton product={{ ...productDetail, delivery_available: false }} quantity={1} />);
    expect(screen.getByRole('button', { name: 'Купить' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Купить с доставкой' })).toBeNull();
  });
});
