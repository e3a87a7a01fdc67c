import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages, type PaymentReply, type Wallet } from '@mp/contract';
import { payments } from '../../db/schema/index.ts';
import { startFakeHttp } from '../../test/fake-http.ts';
import { type Refusal } from '../../test/refusals.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';

/** YooKassa's API on the loopback interface; the app is configured to use it. */
let yookassa: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  yookassa = await startFakeHttp();
});
afterAll(() => yookassa.close());
beforeEach(() => {
  yookassa.received.length = 0;
});

const t = useTestApp({
  env: () => ({
    PAYMENTS_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: '506751',
    YOOKASSA_SECRET_KEY: 'test_secret_key',
    YOOKASSA_API_URL: `${yookassa.url}/v3`,
  }),
});

const yookassaPayment = (id: string, status: string, value = '150.00', currency = 'RUB') =>
  JSON.stringify({
    id,
    status,
    paid: status === 'succeeded',
    amount: { value, currency },
    confirmation: {
      type: 'redirect',
      confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`,
    },
    created_at: '2026-11-25T10:00:00.000Z',
    test: true,
  });

async function startTopUp(who: SignedIn, providerId: string, key = crypto.randomUUID()) {
  yookassa.answer = { status: 200, body: yookassaPayment(providerId, 'pending') };
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/top-up',
    payload: { amount: 150, payment_type: 'bank_card' },
    headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
  });
}

const notice = (providerId: string, event = 'payment.succeeded') =>
  t.call('POST', '/payments/yookassa/webhook', undefined, {
    type: 'notification',
    event,
    object: { id: providerId, status: 'succeeded', amount: { value: '150.00', currency: 'RUB' } },
  });

const balanceOf = async (who: SignedIn) => (await t.call('GET', '/wallet', who.token)).json<Wallet>().balance;

describe('top-ups through YooKassa', () => {
  it('create a one-stage payment with our id as the Idempotence-Key and send the person to YooKassa', async () => {
    const who = await t.signedIn();
    const res = await startTopUp(who, '2f1b7a4c-000f-5000-9000-1a2b3c4d5e6f');
    expect(res.statusCode, res.body).toBe(201);
    const { payment } = res.json<PaymentReply>();
    expect(payment).toMatchObject({ provider: 'yookassa', status: 'pending', amount: 150 });
    expect(payment.confirmation_url).toMatch(/^https:\/\/yoomoney\.ru\/checkout\//);

    expect(yookassa.received).toHaveLength(1);
    const [request] = yookassa.received;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/v3/payments');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('506751:test_secret_key').toString('base64')}`,
    );
    expect(request!.headers['idempotence-key']).toBe(payment.id);
    expect(JSON.parse(request!.body) as unknown).toMatchObject({
      amount: { value: '150.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `http://localhost:3000/profile/wallet?payment=${payment.id}`,
      },
      metadata: { payment_id: payment.id },
    });
    expect(await balanceOf(who)).toBe(0);
  });

  it('keep nothing when YooKassa fails, so the same key may be sent again', async () => {
    const who = await t.signedIn();
    const key = crypto.randomUUID();
    const before = (await t.db.select({ value: count() }).from(payments))[0]!.value;
    yookassa.answer = { status: 500, body: '{"type":"error","code":"internal_server_error"}' };
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/top-up',
      payload: { amount: 150, payment_type: 'sbp' },
      headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<Refusal>().message).toBe(messages.paymentProviderError);
    expect((await t.db.select({ value: count() }).from(payments))[0]!.value).toBe(before);
    yookassa.answer = {
      status: 200,
      body: yookassaPayment('2f1b7a4c-000f-5000-9000-00000000000f', 'pending'),
    };
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/top-up',
      payload: { amount: 150, payment_type: 'sbp' },
      headers: { authorization: `Bearer ${who.token}`, 'idempotency-key': key },
    });
    expect(retried.statusCode, retried.body).toBe(201);
  });

  it('move the balance when YooKassa, asked back, says the payment succeeded; once', async () => {
    const who = await t.signedIn();
    const providerId = '2f1b7a4c-000f-5000-9000-000000000001';
    await startTopUp(who, providerId);

    // A notification alone is not believed: YooKassa still says pending.
    yookassa.answer = { status: 200, body: yookassaPayment(providerId, 'pending') };
    expect((await notice(providerId)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(0);
    expect(yookassa.received.at(-1)!.url.pathname).toBe(`/v3/payments/${providerId}`);
    expect(yookassa.received.at(-1)!.method).toBe('GET');

    yookassa.answer = { status: 200, body: yookassaPayment(providerId, 'succeeded') };
    expect((await notice(providerId)).statusCode).toBe(200);
    expect((await notice(providerId)).statusCode).toBe(200);
    expect(await balanceOf(who)).toBe(150);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, providerId));
    expect(row!.status).toBe('succeeded');
  });

  it('leave the balance when YooKassa reports another sum, a cancellation, or an unknown payment', async () => {
    const who = await t.signedIn();
    const wrongSum = '2f1b7a4c-000f-5000-9000-000000000002';
    await startTopUp(who, wrongSum);
    yookassa.answer = { status: 200, body: yookassaPayment(wrongSum, 'succeeded', '15000.00') };
    await notice(wrongSum);
    expect(await balanceOf(who)).toBe(0);

    const canceled = '2f1b7a4c-000f-5000-9000-000000000003';
    await startTopUp(who, canceled);
    yookassa.answer = { status: 200, body: yookassaPayment(canceled, 'canceled') };
    await notice(canceled, 'payment.canceled');
    const [row] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, canceled));
    expect(row!.status).toBe('canceled');

    yookassa.received.length = 0;
    expect((await notice('unknown-payment')).statusCode).toBe(200);
    expect(yookassa.received).toHaveLength(0);
    expect(await balanceOf(who)).toBe(0);
  });

  it('ask YooKassa again later (503) when it cannot be reached, and refuse a malformed notification', async () => {
    const who = await t.signedIn();
    const providerId = '2f1b7a4c-000f-5000-9000-000000000004';
    await startTopUp(who, providerId);
    yookassa.answer = { status: 503, body: '' };
    const res = await notice(providerId);
    expect(res.statusCode).toBe(503);
    expect(res.json<Refusal>().message).toBe(messages.paymentProviderError);
    const malformed = await t.call('POST', '/payments/yookassa/webhook', undefined, {
      event: 'payment.succeeded',
    });
    expect(malformed.statusCode).toBe(422);
    expect(await balanceOf(who)).toBe(0);
  });

  it('offer no sandbox confirmation', async () => {
    const who = await t.signedIn();
    const { payment } = (await startTopUp(who, '2f1b7a4c-000f-5000-9000-000000000005')).json<PaymentReply>();
    expect((await t.call('POST', `/payments/sandbox/${payment.id}/succeed`, who.token)).statusCode).toBe(404);
    expect(await balanceOf(who)).toBe(0);
  });
});
