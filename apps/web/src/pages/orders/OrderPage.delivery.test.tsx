import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messageReplySchema,
  messages,
  orderSavedReplySchema,
  orderSchema,
  publicConfigSchema,
  storageKeys,
  type DeliveryPoint,
  type Order,
  type OrderDelivery,
  type PublicConfig,
} from '@mp/contract';
import { ok, failure, serveApi, type Routes } from '../../test/api.ts';
import { order } from '../../test/fixtures/orders.ts';
import { config } from '../../test/fixtures/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { OrderPage } from './OrderPage.tsx';

const point = (id: number, name: string, address: string): DeliveryPoint => ({
  id,
  carrier: 'sandbox',
  name,
  address,
  latitude: 55.75,
  longitude: 37.62,
  work_time: 'Пн–Вс 10:00–21:00',
});
const arbat = point(32, 'ПВЗ на Арбате', 'Москва, Арбат, 10');
const dropOff = point(40, 'ПВЗ у вокзала', 'Казань, Привокзальная пл., 1');

const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  carrier: 'sandbox',
  point: arbat,
  price: 390,
  status: 'pending',
  shipment_id: 77,
  track_number: null,
  drop_off_by: null,
  collect_by: null,
  drop_off_points: [],
  label_url: null,
  events: [],
  ...overrides,
});
const paid = { total_price: 2890, wallet_paid: 2890, remaining_to_pay: 0, approved_percentage: 100 };
const onTheWay = delivery({
  status: 'in_transit',
  track_number: 'SB-0077',
  events: [
    { status: 'in_transit', at: '2026-11-23T12:00:00.000Z', note: 'Посылка в пути в Москву' },
    { status: 'accepted', at: '2026-11-22T12:00:00.000Z', note: 'Принят в пункте отправки' },
  ],
});
const cdek = { ...config('test'), providers: { ...config('test').providers, delivery: 'cdek' as const } };

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const open = (routes: Routes, provider: PublicConfig = config('test')) => {
  const sent = serveApi({ 'GET /api/config': ok(publicConfigSchema, provider), ...routes });
  renderRoute(<OrderPage />, { path: '/profile/orders/:order', url: '/profile/orders/5' });
  return sent;
};
const block = () => screen.findByRole('region', { name: 'Доставка' });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('the delivery of an order, to the seller', () => {
  it('ships a paid order with one Idempotency-Key kept for the retry, then says where and by when to drop it off', async () => {
    const before = order(5, { role: 'seller', status: 'confirmed', ...paid, delivery: delivery() });
    const shipped = order(5, {
      role: 'seller',
      status: 'shipped',
      ...paid,
      shipped_at: '2026-11-21T12:00:00.000Z',
      delivery: delivery({
        status: 'created',
        track_number: 'SB-0077',
        drop_off_by: '2026-11-24T12:00:00.000Z',
        drop_off_points: [dropOff],
        label_url: '/orders/5/label',
      }),
    });
    const keys: (string | null)[] = [];
    open({
      'GET /api/orders/5': ok(orderSchema, before),
      'POST /api/order-points/5/ship': (_sent, request) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? failure(503, messages.deliveryShipUnavailable)
          : ok(orderSavedReplySchema, {
              message: messages.orderShippedWithDelivery('24 ноября 2026'),
              order: shipped,
            });
      },
    });
    const delivered = await block();
    expect(within(delivered).getByText('Ждёт отправки')).toBeInTheDocument();
    expect(delivered).toHaveTextContent('Москва, Арбат, 10');
    expect(delivered).toHaveTextContent('390 ₽');
    // The order's own «Заказ отправлен» is the carrier's here.
    expect(screen.queryByRole('button', { name: 'Заказ отправлен' })).toBeNull();

    const ui = userEvent.setup();
    await ui.click(within(delivered).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(toasts()).toEqual([messages.deliveryShipUnavailable]));
    await ui.click(within(delivered).getByRole('button', { name: 'Отправить' }));

    expect(await within(delivered).findByText('Отнесите посылку до 24 ноября 2026')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(within(delivered).getByText('Ждёт передачи в пункт', { selector: 'span' })).toBeInTheDocument();
    expect(within(delivered).getByText('Трек-номер SB-0077')).toBeInTheDocument();
    expect(within(delivered).getByRole('button', { name: 'Ярлык для посылки (PDF)' })).toBeInTheDocument();
    const where = within(delivered).getByRole('region', { name: 'Куда отнести посылку' });
    expect(where).toHaveTextContent('Казань, Привокзальная пл., 1');
    expect(within(delivered).queryByRole('button', { name: 'Отправить' })).toBeNull();
  });

  it('ships only once the order is paid in full', async () => {
    open({
      'GET /api/orders/5': ok(
        orderSchema,
        order(5, { role: 'seller', status: 'confirmed', approved_percentage: 100, delivery: delivery() }),
      ),
    });
    const ship = within(await block()).getByRole('button', { name: 'Отправить' });
    expect(ship).toBeDisabled();
    expect(ship).toHaveAccessibleDescription(messages.deliveryShipNeedsPayment);
  });
});

describe('confirming a delivery order', () => {
  it('asks no wallet share: it is paid in full', async () => {
    const sent = open({
      'GET /api/orders/5': ok(orderSchema, order(5, { role: 'seller', status: 'new', delivery: delivery() })),
      'POST /api/order-points/5/approve-manual': ok(orderSavedReplySchema, {
        message: messages.orderConfirmed,
        order: order(5, { role: 'seller', status: 'confirmed', approved_percentage: 100, delivery: delivery() }),
      }),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path === '/api/order-points/5/approve-manual')?.body).toEqual({
        approved_percentage: 100,
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the delivery of an order, to the buyer', () => {
  it('shows the way so far with dates, and lets receipt be confirmed only once the parcel has arrived', async () => {
    let current: Order = order(5, { status: 'shipped', ...paid, delivery: onTheWay });
    const sent = open({
      'GET /api/orders/5': () => ok(orderSchema, current),
      'POST /api/delivery/sandbox/77/advance': () => {
        current = order(5, {
          status: 'shipped',
          ...paid,
          delivery: {
            ...onTheWay,
            status: 'arrived',
            collect_by: '2026-11-29T12:00:00.000Z',
            events: [
              ...onTheWay.events,
              { status: 'arrived', at: '2026-11-24T12:00:00.000Z', note: 'Прибыл' },
            ],
          },
        });
        return ok(messageReplySchema, { message: messages.shipmentMoved });
      },
    });
    const delivered = await block();
    const steps = within(within(delivered).getByRole('region', { name: 'Отслеживание' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Принят — 22 ноября 2026',
      'В пути — 23 ноября 2026',
      'Прибыл в пункт выдачи',
      'Получен',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Принят в пункте отправки');

    const receipt = screen.getByRole('button', { name: 'Заказ получен' });
    expect(receipt).toBeDisabled();
    expect(receipt).toHaveAccessibleDescription(messages.orderNotArrived);
    expect(within(delivered).queryByRole('button', { name: 'Отказаться от покупки' })).toBeNull();

    // The sandbox walks the parcel on; the order is read again.
    const ui = userEvent.setup();
    await ui.click(
      await within(delivered).findByRole('button', { name: 'Песочница: следующий статус посылки' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Заказ получен' })).toBeEnabled());
    expect(sent.find((request) => request.path === '/api/delivery/sandbox/77/advance')?.body).toEqual({});
    expect(within(delivered).getByText('Заберите посылку до 29 ноября 2026')).toBeInTheDocument();
    expect(toasts()).toEqual([messages.shipmentMoved]);
  });

  it('refuses the parcel at the pickup point only after asking', async () => {
    const arrived = delivery({ ...onTheWay, status: 'arrived' });
    const sent = open({
      'GET /api/orders/5': ok(orderSchema, order(5, { status: 'shipped', ...paid, delivery: arrived })),
      'POST /api/order-points/5/refuse': ok(orderSavedReplySchema, {
        message: messages.deliveryRefused,
        order: order(5, { status: 'shipped', ...paid, delivery: { ...arrived, status: 'returning' } }),
      }),
    });
    const delivered = await block();
    const ui = userEvent.setup();
    await ui.click(within(delivered).getByRole('button', { name: 'Отказаться от покупки' }));
    const dialog = screen.getByRole('dialog', { name: 'Отказаться от покупки' });
    expect(dialog).toHaveTextContent('Посылка вернётся продавцу, деньги за товар вернутся вам. Отказаться?');
    await ui.click(within(dialog).getByRole('button', { name: 'Не отказываться' }));
    expect(sent.some((request) => request.path === '/api/order-points/5/refuse')).toBe(false);

    await ui.click(within(delivered).getByRole('button', { name: 'Отказаться от покупки' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отказаться от покупки' }));
    await waitFor(() =>
      expect(within(delivered).getByText('Возврат', { selector: 'span' })).toBeInTheDocument(),
    );
    expect(toasts()).toEqual([messages.deliveryRefused]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // A parcel on its way back is not the buyer's to receive.
    expect(screen.queryByRole('button', { name: 'Заказ получен' })).toBeNull();
  });

  it('has no sandbox button with a real carrier', async () => {
    open(
      { 'GET /api/orders/5': ok(orderSchema, order(5, { status: 'shipped', ...paid, delivery: onTheWay })) },
      cdek,
    );
    const delivered = await block();
    await waitFor(() =>
      expect(within(delivered).getByText('В пути', { selector: 'span' })).toBeInTheDocument(),
    );
    // The config has come (the label of the carrier is drawn from the order, the button from the config).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(delivered).queryByRole('button', { name: /Песочница/ })).toBeNull();
  });
});
