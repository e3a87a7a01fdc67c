import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  formatMoney,
  messages,
  safeDealLabels,
  type Notification,
  type Order,
  type OrdersCreatedReply,
  type OrderSavedReply,
  type WalletLimit,
  type WalletTransactionsPage,
} from '@mp/contract';
import { ledgerAccounts, orders } from '../../db/schema/index.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { expectRefused, type Refusal } from '../../test/refusals.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { moneyHelpers, newKey } from '../../test/money.ts';

const t = useTestApp();
const { money, walletOf, toppedUp, expectBooksBalanced } = moneyHelpers(t);
let seller: SignedIn;
let adOf: (priceKopecks?: number) => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  const city = await createCity(t.db, { name: 'Оплатовск' });
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adOf = async (priceKopecks = 100_000) =>
    (
      await createProduct(t.db, {
        userId: seller.user.id,
        subcategory,
        cityId: city.id,
        quantity: 10,
        priceKopecks,
      })
    ).id;
});

/** An order of one ad (1 000 ₽ unless told) by `buyer`, confirmed by the seller with `percent` for the wallet. */
async function confirmedOrder(buyer: SignedIn, percent: number | null = 50, priceKopecks?: number) {
  const res = await t.call('POST', '/orders', buyer.token, {
    items: [{ product_id: await adOf(priceKopecks), quantity: 1 }],
    delivery_address: 'Москва, ул. Тверская, д. 1',
  });
  expect(res.statusCode, res.body).toBe(201);
  const [order] = res.json<OrdersCreatedReply>().orders as [Order];
  if (percent === null) return order;
  const confirmed = await t.call('POST', `/order-points/${order.id}/approve-manual`, seller.token, {
    approved_percentage: percent,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<OrderSavedReply>().order;
}

const pay = (who: SignedIn, orderId: number, body?: object, key: string | null = newKey()) =>
  money(`/order-points/${orderId}/pay`, who.token, body, key);

const limitOf = (who: SignedIn | undefined, orderId: number | string) =>
  t.call('GET', `/wallet/limit?order_id=${orderId}`, who?.token);

const orderOf = async (who: SignedIn, id: number) =>
  (await t.call('GET', `/orders/${id}`, who.token)).json<Order>();

const sellerBalance = async () => (await walletOf(seller)).balance;

describe('the wallet limit of an order', () => {
  it('is the smaller of the balance and the seller’s approved share left unpaid, to the buyer only', async () => {
    const buyer = await toppedUp(300);
    const order = await confirmedOrder(buyer, 50);
    const res = await limitOf(buyer, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WalletLimit>()).toEqual({
      order_id: order.id,
      limit: 300,
      balance: 300,
      remaining_to_pay: 1000,
      approved_percentage: 50,
    });
    await toppedUp(700, buyer);
    expect((await limitOf(buyer, order.id)).json<WalletLimit>().limit).toBe(500);

    expectRefused(await limitOf(seller, order.id), 409, messages.orderBuyerOnly);
    expectRefused(await limitOf(await t.signedIn(), order.id), 404, messages.orderNotFound);
    expectRefused(await limitOf(buyer, 999_999), 404, messages.orderNotFound);
    expect((await limitOf(buyer, 'abc')).statusCode).toBe(422);
    expect((await limitOf(undefined, order.id)).statusCode).toBe(401);
  });

  it('is 0 before the seller confirms', async () => {
    const buyer = await toppedUp(300);
    const order = await confirmedOrder(buyer, null);
    expect((await limitOf(buyer, order.id)).json<WalletLimit>().limit).toBe(0);
  });
});

describe('paying an order from the wallet', () => {
  it('moves the money into the safe deal, not to the seller, and tells the seller once', async () => {
    const buyer = await toppedUp(300);
    const order = await confirmedOrder(buyer, 50);
    const sellerBefore = await sellerBalance();
    const key = newKey();

    const res = await pay(buyer, order.id, undefined, key);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<OrderSavedReply>();
    expect(reply.message).toBe(messages.orderPaid);
    expect(reply.order).toMatchObject({
      wallet_paid: 300,
      remaining_to_pay: 700,
      safe_deal: { status: 'held', amount: 300, commission: 15, seller_gets: 285 },
    });
    expect(await pay(buyer, order.id, undefined, key).then((again) => again.json<OrderSavedReply>())).toEqual(
      reply,
    );
    expect((await walletOf(buyer)).balance).toBe(0);
    expect(await sellerBalance()).toBe(sellerBefore);
    expect((await orderOf(seller, order.id)).safe_deal.status).toBe('held');

    const history = (await t.call('GET', '/wallet/transactions', buyer.token)).json<WalletTransactionsPage>();
    expect(history.data[0]).toMatchObject({ type: 'order_payment', amount: -300, order_id: order.id });
    const notices = (await t.call('GET', '/notifications?type=order_status', seller.token)).json<{
      data: Notification[];
    }>();
    const paidNotices = notices.data.filter(
      (notice) =>
        notice.title === safeDealLabels.paidNotice && notice.data.link === `/profile/orders/${order.id}`,
    );
    expect(paidNotices).toHaveLength(1);
    expect(paidNotices[0]!.data.message).toBe(safeDealLabels.paidNoticeText(order.id, formatMoney(300)));
    await expectBooksBalanced();
  });

  it('pays the seller less the commission when the buyer confirms receipt', async () => {
    const buyer = await toppedUp(1000);
    const order = await confirmedOrder(buyer, 100);
    expect((await pay(buyer, order.id, { amount: 400 })).statusCode).toBe(200);
    expect((await pay(buyer, order.id, { amount: 600 })).json<OrderSavedReply>().order.remaining_to_pay).toBe(
      0,
    );
    const sellerBefore = await sellerBalance();
    expect((await t.call('PUT', `/orders/${order.id}`, seller.token, { status: 'shipped' })).statusCode).toBe(
      200,
    );
    expect(await sellerBalance()).toBe(sellerBefore);
    const done = await t.call('PUT', `/orders/${order.id}`, buyer.token, { status: 'completed' });
    expect(done.json<OrderSavedReply>().order.safe_deal).toEqual({
      status: 'released',
      amount: 1000,
      commission: 50,
      seller_gets: 950,
    });
    expect(await sellerBalance()).toBe(sellerBefore + 950);
    const [commission] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'commission'));
    expect(commission!.balance).toBeGreaterThanOrEqual(5000);
    const [hold] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'order_hold'), eq(ledgerAccounts.orderId, order.id)));
    expect(hold!.balance).toBe(0);
    await expectBooksBalanced();
  });

  it('returns the money to the buyer when the order is cancelled', async () => {
    const buyer = await toppedUp(500);
    const order = await confirmedOrder(buyer, 50);
    await pay(buyer, order.id);
    const cancelled = await t.call('DELETE', `/orders/${order.id}`, seller.token);
    expect(cancelled.json<OrderSavedReply>().order.safe_deal).toMatchObject({
      status: 'refunded',
      amount: 500,
    });
    expect((await walletOf(buyer)).balance).toBe(500);
    const history = (await t.call('GET', '/wallet/transactions', buyer.token)).json<WalletTransactionsPage>();
    expect(history.data.map((line) => line.type)).toEqual(['order_refund', 'order_payment', 'top_up']);
    await expectBooksBalanced();
  });

  it('refuses what it may not pay, and changes nothing', async () => {
    const buyer = await toppedUp(200);
    const order = await confirmedOrder(buyer, 50);
    const unconfirmed = await confirmedOrder(buyer, null);
    const noWallet = await confirmedOrder(buyer, 0);

    const over = await pay(buyer, order.id, { amount: 500.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json<Refusal>().errors?.amount).toEqual([messages.walletPayOverLimit(formatMoney(500))]);
    expectRefused(await pay(buyer, order.id, { amount: 300 }), 409, messages.insufficientFunds);
    for (const amount of [-1, 0, 0.001, '100']) {
      expect((await pay(buyer, order.id, { amount })).statusCode, String(amount)).toBe(422);
    }
    expectRefused(await pay(buyer, unconfirmed.id), 409, messages.orderNotPayable);
    expectRefused(await pay(buyer, noWallet.id), 409, messages.walletPayNotAllowed);
    expectRefused(await pay(seller, order.id), 409, messages.orderBuyerOnly);
    expectRefused(await pay(await t.signedIn(), order.id), 404, messages.orderNotFound);
    expect((await pay(buyer, order.id, undefined, null)).statusCode).toBe(422);
    expect((await t.call('POST', `/order-points/${order.id}/pay`)).statusCode).toBe(401);

    expect((await walletOf(buyer)).balance).toBe(200);
    expect((await orderOf(buyer, order.id)).wallet_paid).toBe(0);
    const paid = await t.db
      .select({ paid: orders.walletPaidKopecks })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(paid[0]!.paid).toBe(0);
  });

  it('refuses a second payment once the approved share is paid', async () => {
    const buyer = await toppedUp(1000);
    const order = await confirmedOrder(buyer, 30);
    expect((await pay(buyer, order.id)).json<OrderSavedReply>().order.wallet_paid).toBe(300);
    expectRefused(await pay(buyer, order.id), 409, messages.walletPayNothingLeft);
    expect((await walletOf(buyer)).balance).toBe(700);
  });

  it('queues parallel part-payments of one order: as many succeed as the order takes, the money exact', async () => {
    const buyer = await toppedUp(20_000);
    const order = await confirmedOrder(buyer, 100, 300_000);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => pay(buyer, order.id, { amount: 1000 })),
    );
    const paid = replies.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(3);
    for (const res of replies.filter((reply) => reply.statusCode !== 200)) {
      expectRefused(res, 409, messages.walletPayNothingLeft);
    }
    expect(paid.map((res) => res.json<OrderSavedReply>().order.wallet_paid).sort()).toEqual([
      1000, 2000, 3000,
    ]);
    expect(await orderOf(buyer, order.id)).toMatchObject({ wallet_paid: 3000, remaining_to_pay: 0 });
    expect((await walletOf(buyer)).balance).toBe(17_000);
    const [hold] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'order_hold'), eq(ledgerAccounts.orderId, order.id)));
    expect(hold!.balance).toBe(300_000);
    await expectBooksBalanced();
  });

  it('pays only one of two orders at once from a balance that covers one', async () => {
    const buyer = await toppedUp(500);
    const [one, two] = [await confirmedOrder(buyer, 50), await confirmedOrder(buyer, 50)];
    const replies = await Promise.all([
      pay(buyer, one.id, { amount: 500 }),
      pay(buyer, two.id, { amount: 500 }),
    ]);
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(buyer)).balance).toBe(0);
    await expectBooksBalanced();
  });
});

describe('the safe deal’s clocks', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  it('complete a shipped order after 7 quiet days and cancel a paid one left unshipped for 5', async () => {
    const buyer = await toppedUp(1000);
    const shipped = await confirmedOrder(buyer, 50);
    const unshipped = await confirmedOrder(buyer, 50);
    const recent = await confirmedOrder(buyer, 50);
    for (const order of [shipped, unshipped]) await pay(buyer, order.id);
    await t.call('PUT', `/orders/${shipped.id}`, seller.token, { status: 'shipped' });
    await t.db
      .update(orders)
      .set({ shippedAt: daysAgo(8) })
      .where(eq(orders.id, shipped.id));
    await t.db
      .update(orders)
      .set({ walletPaidAt: daysAgo(6) })
      .where(eq(orders.id, unshipped.id));
    await toppedUp(500, buyer);
    await pay(buyer, recent.id);
    const sellerBefore = await sellerBalance();

    expect(await t.app.services.orders.settleOverdue()).toEqual({
      ordersAutoCompleted: 1,
      ordersAutoCancelled: 1,
    });
    expect(await t.app.services.orders.settleOverdue()).toEqual({
      ordersAutoCompleted: 0,
      ordersAutoCancelled: 0,
    });

    expect(await orderOf(buyer, shipped.id)).toMatchObject({
      status: 'completed',
      safe_deal: { status: 'released' },
    });
    expect(await orderOf(buyer, unshipped.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: null,
      safe_deal: { status: 'refunded' },
    });
    expect((await orderOf(buyer, recent.id)).safe_deal.status).toBe('held');
    expect(await sellerBalance()).toBe(sellerBefore + 475);
    expect((await walletOf(buyer)).balance).toBe(500);
    const notices = (await t.call('GET', '/notifications?type=order_status', buyer.token)).json<{
      data: Notification[];
    }>();
    expect(notices.data.map((notice) => notice.title)).toEqual(
      expect.arrayContaining([safeDealLabels.autoCompleted, safeDealLabels.autoCancelled]),
    );
    await expectBooksBalanced();
  });
});
