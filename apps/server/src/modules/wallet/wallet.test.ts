import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  messages,
  platformCommissionPercent,
  walletLabels,
  type Notification,
  type PaymentReply,
  type PaymentType,
  type WalletTransactionsPage,
  type WithdrawalReply,
} from '@mp/contract';
import { ledgerEntries, payments, withdrawals } from '../../db/schema/index.ts';
import { expectRefused, type Refusal } from '../../test/refusals.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { moneyHelpers, newKey } from '../../test/money.ts';

const t = useTestApp();

const { money, walletOf, toppedUp, expectBooksBalanced } = moneyHelpers(t);
const historyOf = async (who: SignedIn, page = 1) => {
  const res = await t.call('GET', `/wallet/transactions?page=${page}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WalletTransactionsPage>();
};

const startTopUp = async (who: SignedIn, amount: number, key = newKey()) => {
  const res = await money('/wallet/top-up', who.token, { amount, payment_type: 'bank_card' }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PaymentReply>().payment;
};

const withdraw = (who: SignedIn, amount: number, key = newKey(), card = '4111 1111 1111 1111') =>
  money('/wallet/withdraw', who.token, { amount, card_number: card }, key);

const rowCount = async (table: typeof payments | typeof withdrawals | typeof ledgerEntries) =>
  (await t.db.select({ value: count() }).from(table))[0]!.value;

describe('the wallet', () => {
  it('starts empty, with the seller’s share of a sale, and is the signed-in person’s only', async () => {
    const who = await t.signedIn();
    expect(await walletOf(who)).toEqual({
      balance: 0,
      withdrawal_held: 0,
      payout_percentage: 100 - platformCommissionPercent,
    });
    expect(await historyOf(who)).toEqual({
      data: [],
      pagination: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    for (const url of ['/wallet', '/wallet/transactions', '/wallet/points', '/wallet/withdrawals']) {
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await t.call('GET', '/wallet/points', who.token)).json()).toEqual({ balance: 0 });
  });

  it('lists the ways to top up with their names and active flags', async () => {
    const res = await t.call('GET', '/payment-types');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PaymentType[] }>().data).toEqual([
      { id: 'bank_card', name: walletLabels.paymentTypes.bank_card, is_active: true },
      { id: 'sbp', name: walletLabels.paymentTypes.sbp, is_active: true },
    ]);
  });

  it('refuses a bad page number', async () => {
    const who = await t.signedIn();
    const res = await t.call('GET', '/wallet/transactions?page=0', who.token);
    expectRefused(res, 422, messages.invalidInteger);
  });
});

describe('a top-up through the sandbox', () => {
  it('moves the balance only when its payer confirms it, once', async () => {
    const who = await t.signedIn();
    const payment = await startTopUp(who, 1500.5);
    expect(payment).toMatchObject({ amount: 1500.5, status: 'pending', provider: 'sandbox' });
    expect(payment.confirmation_url).toBe(`/payments/sandbox/${payment.id}`);
    expect((await walletOf(who)).balance).toBe(0);

    const stranger = await t.signedIn();
    expectRefused(
      await t.call('GET', `/payments/${payment.id}`, stranger.token),
      404,
      messages.paymentNotFound,
    );
    expectRefused(
      await t.call('POST', `/payments/sandbox/${payment.id}/succeed`, stranger.token),
      404,
      messages.paymentNotFound,
    );
    expect((await walletOf(who)).balance).toBe(0);

    const confirmed = await t.call('POST', `/payments/sandbox/${payment.id}/succeed`, who.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<PaymentReply>()).toMatchObject({
      message: messages.topUpSucceeded,
      payment: { id: payment.id, status: 'succeeded' },
    });
    for (const again of ['succeed', 'fail']) {
      expectRefused(
        await t.call('POST', `/payments/sandbox/${payment.id}/${again}`, who.token),
        409,
        messages.paymentAlreadyCompleted,
      );
    }
    expect(await walletOf(who)).toMatchObject({ balance: 1500.5, withdrawal_held: 0 });
    const history = await historyOf(who);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      type: 'top_up',
      amount: 1500.5,
      balance_after: 1500.5,
      description: walletLabels.topUpText('1 500,50 ₽'),
      order_id: null,
    });
    const shown = await t.call('GET', `/payments/${payment.id}`, who.token);
    expect(shown.json()).toMatchObject({ status: 'succeeded' });
    await expectBooksBalanced();
  });

  it('changes nothing when declined', async () => {
    const who = await t.signedIn();
    const payment = await startTopUp(who, 100);
    const declined = await t.call('POST', `/payments/sandbox/${payment.id}/fail`, who.token);
    expect(declined.json<PaymentReply>()).toMatchObject({
      message: messages.topUpDeclined,
      payment: { status: 'canceled' },
    });
    expect((await walletOf(who)).balance).toBe(0);
    expect((await historyOf(who)).data).toEqual([]);
  });

  it('refuses amounts that are not a positive sum in whole kopecks within the limits, keeping nothing', async () => {
    const who = await t.signedIn();
    const before = await rowCount(payments);
    const cases: [unknown, string][] = [
      [-100, messages.amountInvalid],
      [0, messages.amountInvalid],
      [10.001, messages.amountInvalid],
      ['100', messages.amountInvalid],
      [null, messages.amountInvalid],
      [undefined, messages.amountInvalid],
      [5, messages.amountTooSmall(10)],
      [300_000.01, messages.amountTooLarge(300_000)],
      [1e300, messages.amountTooLarge(300_000)],
    ];
    for (const [amount, message] of cases) {
      const res = await money('/wallet/top-up', who.token, { amount, payment_type: 'bank_card' });
      expect(res.statusCode, `${String(amount)}: ${res.body}`).toBe(422);
      expect(res.json<Refusal>().errors?.amount, String(amount)).toEqual([message]);
    }
    const badType = await money('/wallet/top-up', who.token, { amount: 100, payment_type: 'cash' });
    expect(badType.json<Refusal>().errors?.payment_type).toEqual([messages.paymentTypeInvalid]);
    expect(await rowCount(payments)).toBe(before);
  });

  it('refuses a guest and an unknown or malformed payment id', async () => {
    expect((await money('/wallet/top-up', 'nope', { amount: 100, payment_type: 'sbp' })).statusCode).toBe(
      401,
    );
    const who = await t.signedIn();
    expectRefused(await t.call('GET', '/payments/abcdefghijkl', who.token), 404, messages.paymentNotFound);
    expect((await t.call('GET', `/payments/${'x'.repeat(200)}`, who.token)).statusCode).toBe(422);
    expect((await t.call('POST', '/payments/sandbox/../succeed', who.token)).statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first reply for the same key and body, and keeps one payment', async () => {
    const who = await t.signedIn();
    const key = newKey();
    const before = await rowCount(payments);
    const first = await startTopUp(who, 250, key);
    const again = await startTopUp(who, 250, key);
    expect(again).toEqual(first);
    expect(await rowCount(payments)).toBe(before + 1);
  });

  it('refuses the same key with another body (409), a missing or malformed key (422)', async () => {
    const who = await t.signedIn();
    const key = newKey();
    await startTopUp(who, 250, key);
    const before = await rowCount(payments);
    const other = await money('/wallet/top-up', who.token, { amount: 300, payment_type: 'bank_card' }, key);
    expectRefused(other, 409, messages.idempotencyKeyReused);
    for (const bad of [null, '', 'два слова', 'x'.repeat(256)]) {
      const res = await money('/wallet/top-up', who.token, { amount: 300, payment_type: 'bank_card' }, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(422);
      expect(res.json<Refusal>().message).toBe(messages.idempotencyKeyRequired);
    }
    expect(await rowCount(payments)).toBe(before);
  });

  it('is each person’s own: another person’s same key is a new request', async () => {
    const key = newKey();
    const one = await startTopUp(await t.signedIn(), 100, key);
    const two = await startTopUp(await t.signedIn(), 100, key);
    expect(two.id).not.toBe(one.id);
  });

  it('answers parallel repeats of one withdrawal with one withdrawal', async () => {
    const who = await toppedUp(1000);
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(who, 100, key)));
    expect(replies.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(replies.map((res) => res.json<WithdrawalReply>().withdrawal.id)).size).toBe(1);
    expect(await walletOf(who)).toMatchObject({ balance: 900, withdrawal_held: 100 });
  });
});

describe('withdrawals', () => {
  it('hold the sum until paid out, keeping only the card’s last four digits', async () => {
    const who = await toppedUp(1000);
    const res = await withdraw(who, 300);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WithdrawalReply>()).toMatchObject({
      message: messages.withdrawalCreated,
      withdrawal: { amount: 300, destination: '•••• 1111', status: 'pending', decided_at: null },
    });
    expect(await walletOf(who)).toMatchObject({ balance: 700, withdrawal_held: 300 });
    expect((await historyOf(who)).data[0]).toMatchObject({
      type: 'withdrawal',
      amount: -300,
      balance_after: 700,
      description: walletLabels.withdrawalText('•••• 1111'),
    });
    const stored = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, who.user.id));
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    const listed = await t.call('GET', '/wallet/withdrawals', who.token);
    expect(listed.json<{ data: { id: number }[] }>().data).toHaveLength(1);
    const stranger = await t.signedIn();
    expect(
      (await t.call('GET', '/wallet/withdrawals', stranger.token)).json<{ data: { id: number }[] }>().data,
    ).toEqual([]);
  });

  it('refuse more than the balance, a bad card or sum, and change nothing', async () => {
    const who = await toppedUp(500);
    const entries = await rowCount(ledgerEntries);
    expectRefused(await withdraw(who, 500.01), 409, messages.insufficientFunds);
    const badCard = await withdraw(who, 100, newKey(), '4111');
    expect(badCard.json<Refusal>().errors?.card_number).toEqual([messages.cardNumberInvalid]);
    const tooSmall = await withdraw(who, 99.99);
    expect(tooSmall.json<Refusal>().errors?.amount).toEqual([messages.amountTooSmall(100)]);
    expect(await walletOf(who)).toMatchObject({ balance: 500, withdrawal_held: 0 });
    expect(await rowCount(ledgerEntries)).toBe(entries);
    const nobody = await t.signedIn();
    expectRefused(await withdraw(nobody, 100), 409, messages.insufficientFunds);
  });

  it('are paid out or refused by a moderator, once, and the person is told', async () => {
    const who = await toppedUp(1000);
    const paidOut = (await withdraw(who, 300)).json<WithdrawalReply>().withdrawal;
    const refused = (await withdraw(who, 200)).json<WithdrawalReply>().withdrawal;
    const moderator = await t.signedIn('moderator');

    expect((await t.call('GET', '/moderation/withdrawals', who.token)).statusCode).toBe(403);
    expect((await t.call('POST', `/moderation/withdrawals/${paidOut.id}/pay`, who.token)).statusCode).toBe(
      403,
    );
    const queue = await t.call('GET', '/moderation/withdrawals', moderator.token);
    expect(queue.json<{ data: { id: number }[] }>().data.map((item: { id: number }) => item.id)).toEqual(
      expect.arrayContaining([paidOut.id, refused.id]),
    );

    const pay = await t.call('POST', `/moderation/withdrawals/${paidOut.id}/pay`, moderator.token);
    expect(pay.json<WithdrawalReply>()).toMatchObject({
      message: messages.withdrawalPaid,
      withdrawal: { status: 'paid' },
    });
    expectRefused(
      await t.call('POST', `/moderation/withdrawals/${paidOut.id}/refuse`, moderator.token),
      409,
      messages.withdrawalDecided,
    );
    const refuse = await t.call('POST', `/moderation/withdrawals/${refused.id}/refuse`, moderator.token);
    expect(refuse.json<Refusal>().message).toBe(messages.withdrawalRefused);
    expectRefused(
      await t.call('POST', '/moderation/withdrawals/999999/pay', moderator.token),
      404,
      messages.withdrawalNotFound,
    );

    expect(await walletOf(who)).toMatchObject({ balance: 700, withdrawal_held: 0 });
    expect((await historyOf(who)).data.map((line) => line.type)).toEqual([
      'withdrawal_refused',
      'withdrawal',
      'withdrawal',
      'top_up',
    ]);
    const notices = await t.call('GET', '/notifications?type=wallet', who.token);
    expect(notices.json<{ data: Notification[] }>().data.map((item) => item.title)).toEqual([
      walletLabels.withdrawalRefusedNotice,
      walletLabels.withdrawalPaidNotice,
    ]);
    await expectBooksBalanced();
  });

  it('never overdraw under concurrency: 100 parallel withdrawals of 100 ₽ from 1 000 ₽ give exactly 10', async () => {
    const who = await toppedUp(1000);
    const replies = await Promise.all(Array.from({ length: 100 }, () => withdraw(who, 100)));
    const statuses = replies.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    expect(await walletOf(who)).toMatchObject({ balance: 0, withdrawal_held: 1000 });
    const mine = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, who.user.id));
    expect(mine).toHaveLength(10);
    await expectBooksBalanced();
  });
});

describe('an account with money', () => {
  it('can be deleted; its ledger lines stay, ownerless, and the books still balance', async () => {
    const who = await toppedUp(700);
    expect((await withdraw(who, 200)).statusCode).toBe(201);
    const entries = await rowCount(ledgerEntries);
    const res = await t.call('DELETE', '/user', who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowCount(ledgerEntries)).toBe(entries);
    await expectBooksBalanced();
  });
});

describe('the OpenAPI document', () => {
  it('lists every wallet call, signed-in only where it is the person’s, with the key header on money moves', async () => {
    type Operation = { security?: unknown; parameters?: { in: string; name: string; required?: boolean }[] };
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const signedInOnly = [
      ['/api/wallet', 'get'],
      ['/api/wallet/transactions', 'get'],
      ['/api/wallet/points', 'get'],
      ['/api/wallet/points/transactions', 'get'],
      ['/api/wallet/top-up', 'post'],
      ['/api/wallet/withdraw', 'post'],
      ['/api/wallet/withdrawals', 'get'],
      ['/api/payments/{payment_id}', 'get'],
      ['/api/moderation/withdrawals', 'get'],
      ['/api/moderation/withdrawals/{id}/pay', 'post'],
      ['/api/moderation/withdrawals/{id}/refuse', 'post'],
    ] as const;
    for (const [path, method] of signedInOnly) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    expect(paths['/api/payment-types']?.get).toBeDefined();
    for (const path of ['/api/wallet/top-up', '/api/wallet/withdraw']) {
      expect(paths[path]?.post?.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      );
    }
  });
});
