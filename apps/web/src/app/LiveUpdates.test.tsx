import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Channel } from 'pusher-js';
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
import { realtime } from '../shared/realtime/index.ts';
import { OrderPage } from '../pages/orders/OrderPage.tsx';
import { LiveUpdates } from './LiveUpdates.tsx';

/** The person's own channel, as pusher-js hands it to the app: what is bound on it hears what is pushed. */
function ownChannel() {
  const heard = new Map<string, Set<(data: unknown) => void>>();
  const channel = {
    bind: (event: string, listener: (data: unknown) => void) =>
      heard.set(event, (heard.get(event) ?? new Set()).add(listener)),
    unbind: (event: string, listener: (data: unknown) => void) => heard.get(event)?.delete(listener),
  } as unknown as Channel;
  vi.spyOn(realtime, 'getStatus').mockReturnValue('connected');
  vi.spyOn(realtime, 'hold').mockReturnValue(channel);
  vi.spyOn(realtime, 'release').mockImplementation(() => {});
  return (event: string, data: unknown) => act(() => heard.get(event)?.forEach((listener) => listener(data)));
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  sessionStorage.setItem(storageKeys.user, JSON.stringify({ ...user, id: 3 }));
});

afterEach(() => vi.restoreAllMocks());

describe('live updates of the signed-in person', () => {
  it('shows the buyer’s open order in the status the seller moved it to, without a reload', async () => {
    const push = ownChannel();
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
