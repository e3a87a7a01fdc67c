import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  paymentReplySchema,
  paymentSchema,
  paymentTypesReplySchema,
  storageKeys,
  validationErrorSchema,
  walletSchema,
  walletTransactionsPageSchema,
  withdrawalReplySchema,
  withdrawalsPageSchema,
  type WalletTransaction,
} from '@mp/contract';
import { networkError, ok, serveApi, type Routes } from '../../test/api.ts';
import { sandboxPayment, walletLine } from '../../test/fixtures/wallet.ts';
import { renderWithApp } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { SandboxPaymentPage } from '../payments/SandboxPaymentPage.tsx';
import { WalletPage } from './WalletPage.tsx';

const historyPage = (data: WalletTransaction[], current = 1, last = 1) =>
  ok(walletTransactionsPageSchema, {
    data,
    pagination: { current_page: current, last_page: last, per_page: 20, total: data.length },
  });
const wallet = (balance: number, held = 0) =>
  ok(walletSchema, { balance, withdrawal_held: held, payout_percentage: 95 });
const noWithdrawals = ok(withdrawalsPageSchema, {
  data: [],
  pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
});
const paymentTypes = ok(paymentTypesReplySchema, {
  data: [
    { id: 'bank_card', name: 'Банковская карта', is_active: true },
    { id: 'sbp', name: 'СБП', is_active: false },
  ],
});

/** The wallet page's reads, each overridable. */
const walletApi = (routes: Routes = {}) =>
  serveApi({
    'GET /api/wallet': wallet(1000.5),
    'GET /api/wallet/transactions': historyPage([]),
    'GET /api/wallet/withdrawals': noWithdrawals,
    'GET /api/payment-types': paymentTypes,
    ...routes,
  });

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'session-token');
});

describe('/profile/wallet', () => {
  it('shows the balance, the share of a sale and the history with signed amounts, page by page', async () => {
    const sent = walletApi({
      'GET /api/wallet': wallet(1000.5, 300),
      'GET /api/wallet/transactions': ({ search }) =>
        search.includes('page=2')
          ? historyPage([walletLine(1)], 2, 2)
          : historyPage(
              [
                walletLine(2, {
                  type: 'withdrawal',
                  amount: -300,
                  balance_after: 1000.5,
                  description: 'Вывод на карту •••• 1111',
                }),
              ],
              1,
              2,
            ),
    });
    renderWithApp(<WalletPage />, { path: '/profile/wallet' });

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('1 000,50 ₽');
    expect(screen.getByText('Ожидает вывода: 300 ₽')).toBeInTheDocument();
    expect(screen.getByText('С продажи вам поступает 95 %')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'История операций' });
    expect(await within(history).findByText('Вывод средств')).toBeInTheDocument();
    expect(within(history).getByText('-300 ₽')).toBeInTheDocument();

    await userEvent.setup().click(within(history).getByRole('button', { name: 'Показать ещё' }));
    expect(await within(history).findByText('+1 500,50 ₽')).toBeInTheDocument();
    expect(within(history).getByText('Пополнение')).toBeInTheDocument();
    expect(
      sent.filter((request) => request.path === '/api/wallet/transactions').map((r) => r.search),
    ).toEqual(['?page=1', '?page=2']);
  });

  it('tops up: checks the sum first, sends it with a key, and goes to the confirmation page', async () => {
    const keys: (string | null)[] = [];
    const sent = walletApi({
      'POST /api/wallet/top-up': (_sent, request) => {
        keys.push(request.headers.get('idempotency-key'));
        return ok(
          paymentReplySchema,
          { message: messages.topUpCreated, payment: sandboxPayment('pay-123456') },
          201,
        );
      },
    });
    renderWithApp(<WalletPage />, { path: '/profile/wallet' });
    const form = await screen.findByRole('form', { name: 'Пополнить' });
    const ui = userEvent.setup();

    await ui.type(within(form).getByLabelText('Сумма, ₽'), '5');
    await ui.click(within(form).getByRole('button', { name: 'Пополнить' }));
    expect(within(form).getByText(messages.amountTooSmall(10))).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    expect(within(form).getByRole('radio', { name: 'СБП' })).toBeDisabled();

    await ui.clear(within(form).getByLabelText('Сумма, ₽'));
    await ui.type(within(form).getByLabelText('Сумма, ₽'), '500,5');
    await ui.click(within(form).getByRole('button', { name: 'Пополнить' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/payments/sandbox/pay-123456'),
    );
    expect(sent.find((request) => request.method === 'POST')!.body).toEqual({
      amount: 500.5,
      payment_type: 'bank_card',
    });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s field message; after a lost reply, resends with the same key', async () => {
    const keys: (string | null)[] = [];
    walletApi({
      'POST /api/wallet/withdraw': (_sent, request) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) {
          return ok(
            validationErrorSchema,
            {
              message: messages.cardNumberInvalid,
              errors: { card_number: [messages.cardNumberInvalid] },
            },
            422,
          );
        }
        if (keys.length === 2) return networkError;
        return ok(
          withdrawalReplySchema,
          {
            message: messages.withdrawalCreated,
            withdrawal: {
              id: 1,
              amount: 200,
              destination: '•••• 1111',
              status: 'pending',
              created_at: '2026-11-20T10:00:00.000Z',
              decided_at: null,
            },
          },
          201,
        );
      },
    });
    renderWithApp(<WalletPage />, { path: '/profile/wallet' });
    const form = await screen.findByRole('form', { name: 'Вывести' });
    const ui = userEvent.setup();
    await ui.type(within(form).getByLabelText('Сумма, ₽'), '200');
    await ui.type(within(form).getByLabelText('Номер карты'), '4111 1111 1111 1111');
    await ui.click(within(form).getByRole('button', { name: 'Вывести' }));
    expect(await within(form).findByText(messages.cardNumberInvalid)).toBeInTheDocument();

    await ui.click(within(form).getByRole('button', { name: 'Вывести' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.networkError);
    await ui.click(within(form).getByRole('button', { name: 'Вывести' }));
    await waitFor(() => expect(within(form).getByLabelText('Номер карты')).toHaveValue(''));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[1]);
  });

  it('shows what became of a payment on the way back from the provider', async () => {
    walletApi({
      'GET /api/payments/:id': ok(paymentSchema, sandboxPayment('pay-123456', { status: 'succeeded' })),
    });
    renderRoute(<WalletPage />, { path: '/profile/wallet', url: '/profile/wallet?payment=pay-123456' });
    expect(await screen.findByRole('status')).toHaveTextContent('Пополнение кошелька на 500 ₽: оплачено');
  });
});

describe('/payments/sandbox/:id', () => {
  it('lets the payer confirm the test payment and shows the result', async () => {
    const succeeded = sandboxPayment('pay-123456', {
      status: 'succeeded',
      completed_at: '2026-11-20T10:01:00.000Z',
    });
    let paid = false;
    const sent = serveApi({
      'GET /api/payments/:id': () => ok(paymentSchema, paid ? succeeded : sandboxPayment('pay-123456')),
      'POST /api/payments/sandbox/:id/succeed': () => {
        paid = true;
        return ok(paymentReplySchema, { message: messages.topUpSucceeded, payment: succeeded });
      },
    });
    renderRoute(<SandboxPaymentPage />, {
      path: '/payments/sandbox/:id',
      url: '/payments/sandbox/pay-123456',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Оплатить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('оплачено');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/payments/sandbox/pay-123456/succeed',
    );
    expect(screen.getByRole('link', { name: 'Вернуться в кошелёк' })).toHaveAttribute(
      'href',
      '/profile/wallet?payment=pay-123456',
    );
  });
});
