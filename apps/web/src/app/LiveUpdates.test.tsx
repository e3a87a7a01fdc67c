import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  orderPagePath,
  orderSchema,
  realtimeEvents,
  storageKeys,
  walletLimitSchema,
  type Order,
} from '@mp/contract';
import { notification } from '../test/fixtures/notifications.ts';
import { order } from '../test/fixtures/orders.ts';
import { user } from '../test/fixtures/users.ts';
import { ok, serveApi } from '../test/api.ts';
import { renderRoute } from '../test/render-route.tsx';
import { heldChannel } from '../test/realtime.ts';
import { OrderPage } from '../pages/orders/OrderPage.tsx';
import { LiveUpdates } from './LiveUpdates.tsx';

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify({ ...user, id: 3 }));
});

afterEach(() => vi.restoreAllMocks());

describe('live updates of the signed-in person', () => {
  it('shows the buyer’s open order in the status the seller moved it to, without a reload', async () => {
    const { push } = heldChannel();
    let current: Order = order(5);
    serveApi({
      'GET /api/orders/5': () => ok(orderSchema, current),
      'GET /api/wallet/limit': ok(walletLimitSchema, {
        order_id: 5,
        limit: 0,
        balance: 0,
        remaining_to_pay: 2500,
        approved_percentage: 0,
      }),
    });
    renderRoute(
      <>
        <LiveUpdates />
        <OrderPage />
      </>,
      { path: '/profile/orders/:order', url: '/profile/orders/5' },
    );
    expect(await screen.findByText('Ждёт подтверждения', { selector: 'span' })).toBeInTheDocument();

    current = order(5, { status: 'confirmed', confirmed_at: '2026-11-21T10:00:00.000Z' });
    push(
      realtimeEvents.notification,
      notification(40, {
        type: 'order_status',
        data: { title: 'Заказ подтверждён', message: 'Заказ № 5 подтверждён', link: orderPagePath(5) },
      }),
    );
    expect(await screen.findByText('Подтверждён', { selector: 'span' })).toBeInTheDocument();
  });
});
