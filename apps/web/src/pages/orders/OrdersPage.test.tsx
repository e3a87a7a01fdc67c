import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  orderSavedReplySchema,
  orderSchema,
  ordersPageSchema,
  safeDealLabels,
  storageKeys,
  walletLimitSchema,
  type Order,
} from '@mp/contract';
import { order } from '../../test/fixtures/orders.ts';
import { failure, ok, serveApi, unreadable } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { OrderPage } from './OrderPage.tsx';
import { OrdersPage } from './OrdersPage.tsx';

const page = (data: Order[]) =>
  ok(ordersPageSchema, {
    data,
    pagination: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  });
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('/profile/orders', () => {
  it('shows purchases, then sales and one status, keeping the choice in the address', async () => {
    const sent = serveApi({
      'GET /api/orders': ({ search }) =>
        search.includes('as=seller')
          ? page([order(8, { role: 'seller', status: 'cancelled', cancelled_by: 'buyer' })])
          : page([order(5, { status: 'shipped' })]),
    });
    renderWithApp(<OrdersPage />, { path: '/profile/orders' });

    const bought = await screen.findByRole('link', { name: /Заказ № 5/ });
    expect(bought).toHaveAttribute('href', '/profile/orders/5');
    expect(bought).toHaveTextContent('Отправлен');
    expect(bought).toHaveTextContent('Продавец: Продавец 7');
    expect(bought).toHaveTextContent('Велосипед Stels');
    expect(bought).toHaveTextContent('2 500 ₽');
    expect(sent[0]!.search).toBe('?as=buyer&page=1');

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('tab', { name: 'Продажи' }));
    const sold = await screen.findByRole('link', { name: /Заказ № 8/ });
    expect(sold).toHaveTextContent('Отменён покупателем');
    expect(sold).toHaveTextContent('Покупатель: Анна');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/orders?as=seller');

    await ui.click(screen.getByRole('button', { name: 'Отменён' }));
    await waitFor(() => expect(sent.at(-1)!.search).toBe('?as=seller&status=cancelled&page=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/orders?as=seller&status=cancelled');
  });

  it('says when there are no orders, and shows a failure with a retry', async () => {
    serveApi({ 'GET /api/orders': failure(500, '') });
    renderWithApp(<OrdersPage />, { path: '/profile/orders' });
    expect(await screen.findByText(messages.ordersLoadError)).toBeInTheDocument();

    serveApi({ 'GET /api/orders': page([]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
  });
});

describe('/profile/orders/:order', () => {
  const open = (id: number) =>
    renderRoute(<OrderPage />, { path: '/profile/orders/:order', url: `/profile/orders/${id}` });

  it('shows the seller a new order with its items and amounts, and confirms it with the wallet share', async () => {
    const before = order(5, { role: 'seller' });
    const after = order(5, {
      role: 'seller',
      status: 'confirmed',
      approved_percentage: 30,
      confirmed_at: '2026-11-21T10:00:00.000Z',
    });
    const sent = serveApi({
      'GET /api/orders/5': ok(orderSchema, before),
      'POST /api/order-points/5/approve-manual': ok(orderSavedReplySchema, {
        message: messages.orderConfirmed,
        order: after,
      }),
    });
    open(5);

    expect(await screen.findByRole('heading', { name: 'Заказ № 5' })).toBeInTheDocument();
    expect(screen.getByText('Ждёт подтверждения', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Велосипед Stels' })).toHaveAttribute('href', '/product/11');
    expect(screen.getByText('2 шт. × 1 250 ₽')).toBeInTheDocument();
    expect(screen.getByText('Оплачено из кошелька').nextElementSibling).toHaveTextContent('0 ₽');
    expect(screen.getByText('К оплате').nextElementSibling).toHaveTextContent('2 500 ₽');
    expect(screen.getByRole('link', { name: 'Анна' })).toHaveAttribute('href', '/profile/user/3');
    expect(screen.queryByRole('button', { name: 'Заказ получен' })).not.toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    const dialog = screen.getByRole('dialog', { name: 'Подтвердить заказ' });
    const share = within(dialog).getByLabelText('Можно оплатить кошельком, %');
    await ui.clear(share);
    await ui.type(share, '130');
    await ui.click(within(dialog).getByRole('button', { name: 'Подтвердить заказ' }));
    expect(share).toHaveAccessibleDescription(messages.approvedPercentageInvalid);
    await ui.clear(share);
    await ui.type(share, '30');
    await ui.click(within(dialog).getByRole('button', { name: 'Подтвердить заказ' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Заказ отправлен' })).toBeInTheDocument());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ approved_percentage: 30 });
    expect(toasts()).toEqual([messages.orderConfirmed]);
    expect(screen.getByText('Можно оплатить кошельком, %').nextElementSibling).toHaveTextContent('30');
  });

  it('lets the buyer confirm receipt of a shipped order, and shows a refusal’s reason', async () => {
    serveApi({
      'GET /api/orders/6': ok(orderSchema, order(6, { status: 'shipped' })),
      'PUT /api/orders/6': failure(409, messages.orderNotShipped),
    });
    open(6);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Заказ получен' }));
    await waitFor(() => expect(toasts()).toEqual([messages.orderNotShipped]));
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('cancels only after asking, with DELETE', async () => {
    const sent = serveApi({
      'GET /api/orders/7': ok(orderSchema, order(7)),
      'DELETE /api/orders/7': ok(orderSavedReplySchema, {
        message: messages.orderCancelled,
        order: order(7, {
          status: 'cancelled',
          cancelled_by: 'buyer',
          cancelled_at: '2026-11-21T10:00:00.000Z',
        }),
      }),
    });
    open(7);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await ui.click(screen.getByRole('button', { name: 'Не отменять' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await ui.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await ui.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(screen.getByText('Отменён покупателем')).toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).not.toBeInTheDocument();
  });

  it('says when the order cannot be loaded', async () => {
    serveApi({ 'GET /api/orders/9': failure(404, messages.orderNotFound) });
    open(9);
    expect(await screen.findByText(messages.orderNotFound)).toBeInTheDocument();
  });

  it('lets the buyer pay a confirmed order from the wallet, then says the money waits for receipt', async () => {
    const confirmed = order(5, { status: 'confirmed', approved_percentage: 50 });
    const held = {
      ...confirmed,
      wallet_paid: 300,
      remaining_to_pay: 2200,
      safe_deal: { status: 'held' as const, amount: 300, commission: 15, seller_gets: 285 },
    };
    const keys: (string | null)[] = [];
    const sent = serveApi({
      'GET /api/orders/5': ok(orderSchema, confirmed),
      'GET /api/wallet/limit': () =>
        ok(walletLimitSchema, {
          order_id: 5,
          limit: keys.length === 0 ? 300 : 0,
          balance: keys.length === 0 ? 300 : 0,
          remaining_to_pay: keys.length === 0 ? 2500 : 2200,
          approved_percentage: 50,
        }),
      'POST /api/order-points/5/pay': (_sent, request) => {
        keys.push(request.headers.get('idempotency-key'));
        return ok(orderSavedReplySchema, { message: messages.orderPaid, order: held });
      },
    });
    open(5);
    expect(await screen.findByText(safeDealLabels.limit('300 ₽'))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: safeDealLabels.payFromWallet }));
    expect(await screen.findByText(safeDealLabels.buyer.held)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: safeDealLabels.payFromWallet })).not.toBeInTheDocument(),
    );
    expect(sent.find((request) => request.path === '/api/wallet/limit')!.search).toBe('?order_id=5');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts()).toContain(messages.orderPaid);
  });

  it('says when the limit of paying from the wallet cannot be read', async () => {
    serveApi({
      'GET /api/orders/5': ok(orderSchema, order(5, { status: 'confirmed', approved_percentage: 50 })),
      'GET /api/wallet/limit': unreadable(500),
    });
    open(5);
    expect(await screen.findByText(messages.walletLimitLoadError)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: safeDealLabels.payFromWallet })).not.toBeInTheDocument();
  });

  it('tells the seller the buyer’s money is held until receipt', async () => {
    serveApi({
      'GET /api/orders/6': ok(
        orderSchema,
        order(6, {
          role: 'seller',
          status: 'confirmed',
          wallet_paid: 1000,
          safe_deal: { status: 'held', amount: 1000, commission: 50, seller_gets: 950 },
        }),
      ),
    });
    open(6);
    expect(await screen.findByText(safeDealLabels.seller.held)).toBeInTheDocument();
    expect(screen.getByText(/Продавцу поступит: 950 ₽/)).toBeInTheDocument();
  });
});
