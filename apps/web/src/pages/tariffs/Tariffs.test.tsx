import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bundlesReplySchema,
  messages,
  storageKeys,
  subscriptionReplySchema,
  subscriptionsReplySchema,
  walletSchema,
} from '@mp/contract';
import { failure, ok, serveApi, unreadable, type Routes } from '../../test/api.ts';
import { bundles, subscription } from '../../test/fixtures/tariffs.ts';
import { renderWithApp } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { useToastStore } from '../../shared/ui/toast-store.ts';
import { PromoShopPage } from './PromoShopPage.tsx';
import { TariffPage } from './TariffPage.tsx';
import { TariffPaymentPage } from './TariffPaymentPage.tsx';
import { TariffPlansPage } from './TariffPlansPage.tsx';

const plans = ok(bundlesReplySchema, { data: bundles });
const wallet = (balance: number) => ok(walletSchema, { balance, withdrawal_held: 0, payout_percentage: 95 });
const noTariff = ok(subscriptionsReplySchema, { current: null, data: [] });
/** The payment screen of a seller without a tariff and with 10 000 ₽, plus `routes`. */
const payable = (routes: Routes = {}) =>
  serveApi({
    'GET /api/subscription-bundles': plans,
    'GET /api/subscriptions': noTariff,
    'GET /api/wallet': wallet(10_000),
    ...routes,
  });

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
  useToastStore.setState({ toasts: [] });
});

describe('/profile/tariff/plans', () => {
  it('shows each tariff’s plans by spec §9: durations, the struck old price, the benefit and the best one', async () => {
    serveApi({ 'GET /api/subscription-bundles': plans });
    renderWithApp(<TariffPlansPage />, { path: '/profile/tariff/plans' });
    const start = await screen.findByRole('region', { name: 'Старт' });
    const cards = within(start).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('span')!.textContent)).toEqual([
      '1 месяц',
      '3 месяца',
      '1 год',
    ]);
    expect(cards[2]).toHaveTextContent('11 880 ₽');
    expect(cards[2]!.querySelector('s')).toHaveTextContent('11 880 ₽');
    expect(cards[2]).toHaveTextContent('Выгода 2 890 ₽');
    expect(cards[2]).toHaveTextContent('Выгоднее всего');
    expect(cards[0]).not.toHaveTextContent('Выгоднее всего');
    expect(within(cards[2]!).getByRole('link', { name: 'Выбрать' })).toHaveAttribute(
      'href',
      '/profile/tariff/payment?bundle=4',
    );
    const business = screen.getByRole('region', { name: 'Бизнес' });
    expect(within(business).getAllByRole('listitem')[1]).toHaveTextContent('Популярный');
  });

  it('sends a guest on the promo page to sign in before paying', async () => {
    sessionStorage.clear();
    serveApi({ 'GET /api/subscription-bundles': plans });
    renderWithApp(<PromoShopPage />, { path: '/promo/shop' });
    const start = await screen.findByRole('region', { name: 'Старт' });
    expect(within(start).getAllByRole('link', { name: 'Выбрать' })[0]).toHaveAttribute(
      'href',
      '/authorization',
    );
  });
});

describe('/profile/tariff/payment', () => {
  const open = (bundle: number) =>
    renderWithApp(<TariffPaymentPage />, { path: `/profile/tariff/payment?bundle=${bundle}` });

  it('pays the chosen plan from the wallet with the auto-renewal asked for, then shows the tariff', async () => {
    const keys: (string | null)[] = [];
    const sent = payable({
      'POST /api/subscriptions': (_sent, request) => {
        keys.push(request.headers.get('idempotency-key'));
        return ok(
          subscriptionReplySchema,
          { message: messages.tariffCreated, subscription: subscription(9) },
          201,
        );
      },
    });
    open(6);
    expect(await screen.findByRole('heading', { name: 'Бизнес, 3 месяца' })).toBeInTheDocument();
    expect(await screen.findByText('На кошельке: 10 000 ₽')).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('checkbox', { name: 'Продлевать автоматически' }));
    await ui.click(screen.getByRole('button', { name: 'Оплатить с кошелька' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/tariff'));
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      bundle_id: 6,
      auto_renewal: true,
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts()).toEqual([messages.tariffCreated]);
  });

  it('says when the wallet is short and leads to the top-up', async () => {
    serveApi({
      'GET /api/subscription-bundles': plans,
      'GET /api/subscriptions': noTariff,
      'GET /api/wallet': wallet(100),
    });
    open(6);
    expect(await screen.findByRole('link', { name: 'Пополнить кошелёк' })).toHaveAttribute(
      'href',
      '/profile/wallet',
    );
    expect(screen.getByRole('button', { name: 'Оплатить с кошелька' })).toBeDisabled();
  });

  it('points to the settings when the seller has no company', async () => {
    payable({ 'POST /api/subscriptions': failure(400, messages.tariffNeedsCompany) });
    open(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Оплатить с кошелька' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.tariffNeedsCompany);
    expect(within(alert).getByRole('link', { name: 'Перейти в настройки' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
  });

  it('says so when no plan is chosen', async () => {
    serveApi({ 'GET /api/subscription-bundles': plans, 'GET /api/subscriptions': noTariff });
    open(999);
    expect(await screen.findByText('Тариф не выбран')).toBeInTheDocument();
  });

  it.each([
    ['a 400 without a message', unreadable(400), messages.tariffNeedsCompany],
    ['a server failure', unreadable(500), messages.tariffCreateError],
  ])('says what spec §8 gives for %s', async (_case, reply, shown) => {
    payable({ 'POST /api/subscriptions': reply });
    open(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Оплатить с кошелька' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('says «Необходима авторизация» when the session has ended', async () => {
    payable({
      'POST /api/subscriptions': failure(401, messages.unauthenticated),
      'POST /api/auth/refresh': failure(401, messages.unauthenticated),
    });
    open(1);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Оплатить с кошелька' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.authRequired);
  });

  it('leads to the current tariff instead of paying for a second one', async () => {
    payable({
      'GET /api/subscriptions': ok(subscriptionsReplySchema, { current: subscription(9), data: [] }),
    });
    open(1);
    expect(await screen.findByText(messages.subscriptionAlreadyActive)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Текущий тариф' })).toHaveAttribute('href', '/profile/tariff');
    expect(screen.queryByRole('button', { name: 'Оплатить с кошелька' })).not.toBeInTheDocument();
  });

  it.each([
    ['the plans', 'GET /api/subscription-bundles', messages.bundlesLoadError],
    ['the seller’s subscriptions', 'GET /api/subscriptions', messages.subscriptionsLoadError],
  ])('says when %s cannot be loaded', async (_case, route, shown) => {
    payable({ [route]: unreadable(500) });
    open(1);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

describe('/profile/tariff', () => {
  it('shows the current tariff, switches auto-renewal and cancels after asking', async () => {
    let current = subscription(9);
    const sent = serveApi({
      'GET /api/subscriptions': () =>
        ok(subscriptionsReplySchema, {
          current: current.status === 'active' ? current : null,
          data: [current],
        }),
      'PUT /api/subscriptions/9/auto-renewal': () => {
        current = { ...current, auto_renewal: true };
        return ok(subscriptionReplySchema, { message: messages.autoRenewalUpdated, subscription: current });
      },
      'DELETE /api/subscriptions/9': () => {
        current = { ...current, status: 'cancelled', cancelled_at: '2026-11-25T10:00:00.000Z' };
        return ok(subscriptionReplySchema, { message: messages.tariffCancelled, subscription: current });
      },
    });
    renderRoute(<TariffPage />, { path: '/profile/tariff', url: '/profile/tariff' });
    const card = await screen.findByRole('region', { name: 'Текущий тариф' });
    expect(card).toHaveTextContent('Бизнес, 3 месяца');
    expect(card).toHaveTextContent('Действует до 18 февраля 2027');
    const ui = userEvent.setup();
    await ui.click(within(card).getByRole('checkbox', { name: 'Продлевать автоматически' }));
    await waitFor(() => expect(within(card).getByRole('checkbox')).toBeChecked());
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({ auto_renewal: true });

    await ui.click(within(card).getByRole('button', { name: 'Отменить тариф' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить тариф' });
    await ui.click(within(dialog).getByRole('button', { name: 'Отменить тариф' }));
    expect(await screen.findByText('У вас нет активного тарифа')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'История тарифов' })).toHaveTextContent(
      'Бизнес, 3 месяца — Отменён',
    );
  });
});
