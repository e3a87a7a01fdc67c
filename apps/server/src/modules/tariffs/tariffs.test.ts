import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  freeActiveAdsLimit,
  messages,
  tariffLabels,
  type Notification,
  type Order,
  type OrdersCreatedReply,
  type OrderSavedReply,
  type PricedBundle,
  type SubscriptionReply,
  type SubscriptionsReply,
  type WalletTransactionsPage,
} from '@mp/contract';
import { products, subscriptions } from '../../db/schema/index.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
} from '../../test/fixtures.ts';
import { expectRefused } from '../../test/refusals.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { moneyHelpers, newKey } from '../../test/money.ts';

const t = useTestApp();
const { money, walletOf, toppedUp, expectBooksBalanced } = moneyHelpers(t);
let bundles: PricedBundle[];
let adOf: (userId: number, status?: 'active' | 'sold', priceKopecks?: number) => Promise<number>;

beforeAll(async () => {
  bundles = (await t.call('GET', '/subscription-bundles')).json<{ data: PricedBundle[] }>().data;
  const city = await createCity(t.db, { name: 'Тарифск' });
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adOf = async (userId, status = 'active', priceKopecks = 100_000) =>
    (await createProduct(t.db, { userId, subcategory, cityId: city.id, status, quantity: 5, priceKopecks }))
      .id;
});

const bundleOf = (tariff: string, days: number) =>
  bundles.find((bundle) => bundle.tariff === tariff && bundle.duration_days === days)!;

/** A seller with a company and `balance` ₽ in the wallet. */
async function sellerWith(balance: number) {
  const seller = balance > 0 ? await toppedUp(balance) : await t.signedIn();
  await createCompany(t.db, seller.user.id);
  return seller;
}

const subscribe = (who: SignedIn, body: object, key: string | null = newKey()) =>
  money('/subscriptions', who.token, body, key);

const subscriptionsOf = async (who: SignedIn) =>
  (await t.call('GET', '/subscriptions', who.token)).json<SubscriptionsReply>();

describe('tariff plans', () => {
  it('are priced by the spec’s rules within each tariff, the most beneficial marked', () => {
    expect(bundles).toHaveLength(12);
    expect(bundleOf('start', 30)).toMatchObject({ name: 'Старт', price: 990, oldPrice: null, benefit: 0 });
    expect(bundleOf('start', 90)).toMatchObject({ oldPrice: 2970, benefit: 280, is_most_beneficial: false });
    expect(bundleOf('start', 365)).toMatchObject({
      oldPrice: 11880,
      benefit: 2890,
      is_most_beneficial: true,
    });
    expect(bundleOf('business', 90)).toMatchObject({ name: 'Бизнес', is_popular: true });
    expect(bundles.filter((bundle) => bundle.is_most_beneficial).map((bundle) => bundle.tariff)).toEqual([
      'start',
      'business',
      'maximum',
    ]);
  });

  it('promise nothing to people without a company, who cannot buy them (spec §6)', () => {
    for (const bundle of bundles) expect(bundle.description).not.toMatch(/частн/i);
    expect(bundleOf('start', 30).description).toBe(
      'Для небольших магазинов и ИП: до 100 объявлений и продажи без комиссии до 50 000 ₽',
    );
  });
});

describe('buying a tariff', () => {
  it('takes the price from the wallet and makes the plan the current tariff, once per key', async () => {
    const seller = await sellerWith(10_000);
    const plan = bundleOf('business', 90);
    const key = newKey();
    const res = await subscribe(seller, { bundle_id: plan.id, auto_renewal: true }, key);
    expect(res.statusCode, res.body).toBe(201);
    const { message, subscription } = res.json<SubscriptionReply>();
    expect(message).toBe(messages.tariffCreated);
    expect(subscription).toMatchObject({ status: 'active', auto_renewal: true, bundle: { id: plan.id } });
    const days = (Date.parse(subscription.ends_at) - Date.parse(subscription.started_at)) / 86_400_000;
    expect(days).toBe(90);
    expect((await subscribe(seller, { bundle_id: plan.id, auto_renewal: true }, key)).json()).toEqual(
      res.json(),
    );
    expect((await walletOf(seller)).balance).toBe(10_000 - 7990);
    const history = (
      await t.call('GET', '/wallet/transactions', seller.token)
    ).json<WalletTransactionsPage>();
    expect(history.data[0]).toMatchObject({
      type: 'subscription',
      amount: -7990,
      description: 'Тариф «Бизнес» на 3 месяца',
    });
    expect((await subscriptionsOf(seller)).current?.id).toBe(subscription.id);

    expectRefused(await subscribe(seller, { bundle_id: plan.id }), 409, messages.subscriptionAlreadyActive);
    expect((await walletOf(seller)).balance).toBe(2010);
    await expectBooksBalanced();
  });

  it('needs a company (400), a plan on sale (404), a balance (409) and a well-formed body (422)', async () => {
    const plan = bundleOf('start', 30);
    const private_ = await toppedUp(5000);
    expectRefused(await subscribe(private_, { bundle_id: plan.id }), 400, messages.tariffNeedsCompany);
    const poor = await sellerWith(100);
    expectRefused(await subscribe(poor, { bundle_id: plan.id }), 409, messages.insufficientFunds);
    expectRefused(await subscribe(poor, { bundle_id: 999_999 }), 404, messages.bundleNotFound);
    for (const body of [
      {},
      { bundle_id: 'один' },
      { bundle_id: 0 },
      { bundle_id: plan.id, auto_renewal: 'да' },
    ]) {
      expect((await subscribe(poor, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await subscribe(poor, { bundle_id: plan.id }, null)).statusCode).toBe(422);
    expect((await t.call('POST', '/subscriptions', undefined, { bundle_id: plan.id })).statusCode).toBe(401);
    const rows = await t.db
      .select({ value: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, poor.user.id));
    expect(rows[0]!.value).toBe(0);
    expect((await walletOf(poor)).balance).toBe(100);
  });
});

describe('an active tariff', () => {
  it('turns auto-renewal on and off and is cancelled by its owner only', async () => {
    const seller = await sellerWith(1000);
    const { subscription } = (
      await subscribe(seller, { bundle_id: bundleOf('start', 30).id })
    ).json<SubscriptionReply>();
    const stranger = await t.signedIn();
    expectRefused(
      await t.call('PUT', `/subscriptions/${subscription.id}/auto-renewal`, stranger.token, {
        auto_renewal: true,
      }),
      404,
      messages.subscriptionNotFound,
    );
    expectRefused(
      await t.call('DELETE', `/subscriptions/${subscription.id}`, stranger.token),
      404,
      messages.subscriptionNotFound,
    );
    const on = await t.call('PUT', `/subscriptions/${subscription.id}/auto-renewal`, seller.token, {
      auto_renewal: true,
    });
    expect(on.json<SubscriptionReply>()).toMatchObject({
      message: messages.autoRenewalUpdated,
      subscription: { auto_renewal: true },
    });
    expect(
      (await t.call('PUT', `/subscriptions/${subscription.id}/auto-renewal`, seller.token, {})).statusCode,
    ).toBe(422);

    const cancelled = await t.call('DELETE', `/subscriptions/${subscription.id}`, seller.token);
    expect(cancelled.json<SubscriptionReply>()).toMatchObject({
      message: messages.tariffCancelled,
      subscription: { status: 'cancelled', auto_renewal: false },
    });
    expect((await subscriptionsOf(seller)).current).toBeNull();
    expectRefused(
      await t.call('DELETE', `/subscriptions/${subscription.id}`, seller.token),
      409,
      messages.subscriptionNotActive,
    );
    expectRefused(
      await t.call('PUT', `/subscriptions/${subscription.id}/auto-renewal`, seller.token, {
        auto_renewal: true,
      }),
      409,
      messages.subscriptionNotActive,
    );
  });

  it('raises the limit of ads on sale', async () => {
    const seller = await sellerWith(1000);
    for (let i = 0; i < freeActiveAdsLimit; i += 1) await adOf(seller.user.id);
    const sold = await adOf(seller.user.id, 'sold');
    expectRefused(
      await t.call('POST', `/products/${sold}/relist`, seller.token),
      409,
      messages.activeAdsLimit(freeActiveAdsLimit),
    );
    await subscribe(seller, { bundle_id: bundleOf('start', 30).id });
    const relisted = await t.call('POST', `/products/${sold}/relist`, seller.token);
    expect(relisted.statusCode, relisted.body).toBe(200);
    const [row] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, sold));
    expect(row!.status).toBe('active');
  });

  it('spares the seller the commission on safe-deal sales within its allowance', async () => {
    const seller = await sellerWith(1000);
    await subscribe(seller, { bundle_id: bundleOf('start', 30).id });
    expect((await walletOf(seller)).payout_percentage).toBe(100);
    const buyer = await toppedUp(1000);
    const placed = await t.call('POST', '/orders', buyer.token, {
      items: [{ product_id: await adOf(seller.user.id), quantity: 1 }],
      delivery_address: 'Тверь, ул. Советская, д. 1',
    });
    const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
    await t.call('POST', `/order-points/${order.id}/approve-manual`, seller.token, {
      approved_percentage: 100,
    });
    expect((await money(`/order-points/${order.id}/pay`, buyer.token, undefined)).statusCode).toBe(200);
    await t.call('PUT', `/orders/${order.id}`, seller.token, { status: 'shipped' });
    const done = await t.call('PUT', `/orders/${order.id}`, buyer.token, { status: 'completed' });
    expect(done.json<OrderSavedReply>().order.safe_deal).toEqual({
      status: 'released',
      amount: 1000,
      commission: 0,
      seller_gets: 1000,
    });
    expect((await walletOf(seller)).balance).toBe(1000 - 990 + 1000);
    await expectBooksBalanced();
  });
});

describe('the renewal job', () => {
  const endNow = async (id: number) =>
    t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, id));
  const noticesOf = async (who: SignedIn) =>
    (await t.call('GET', '/notifications?type=tariff', who.token))
      .json<{ data: Notification[] }>()
      .data.map((n) => n.title);

  it('renews from the wallet when asked and affordable, ends it otherwise, and tells the owner', async () => {
    const plan = bundleOf('start', 30);
    const rich = await sellerWith(2000);
    const poor = await sellerWith(990);
    const quiet = await sellerWith(2000);
    const ids: number[] = [];
    for (const [who, auto] of [
      [rich, true],
      [poor, true],
      [quiet, false],
    ] as const) {
      const res = await subscribe(who, { bundle_id: plan.id, auto_renewal: auto });
      ids.push(res.json<SubscriptionReply>().subscription.id);
    }
    for (const id of ids) await endNow(id);

    expect(await t.app.services.tariffs.renewDue()).toEqual({
      subscriptionsRenewed: 1,
      subscriptionsEnded: 2,
    });
    expect(await t.app.services.tariffs.renewDue()).toEqual({
      subscriptionsRenewed: 0,
      subscriptionsEnded: 0,
    });

    expect((await subscriptionsOf(rich)).current?.id).toBe(ids[0]);
    expect((await walletOf(rich)).balance).toBe(2000 - 990 * 2);
    expect(await noticesOf(rich)).toEqual([tariffLabels.renewedNotice]);
    expect((await subscriptionsOf(poor)).data[0]).toMatchObject({ status: 'expired' });
    expect((await walletOf(poor)).balance).toBe(0);
    expect(await noticesOf(poor)).toEqual([tariffLabels.renewalFailedNotice]);
    expect((await subscriptionsOf(quiet)).current).toBeNull();
    expect(await noticesOf(quiet)).toEqual([tariffLabels.endedNotice]);
    await expectBooksBalanced();
  });

  it('tells the owner once, three days before the end', async () => {
    const seller = await sellerWith(1000);
    const { subscription } = (
      await subscribe(seller, { bundle_id: bundleOf('start', 30).id })
    ).json<SubscriptionReply>();
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(subscriptions.id, subscription.id));
    await t.app.services.tariffs.renewDue();
    await t.app.services.tariffs.renewDue();
    expect(await noticesOf(seller)).toEqual([tariffLabels.endingNotice]);
    expect((await subscriptionsOf(seller)).current?.status).toBe('active');
  });
});

describe('the OpenAPI document', () => {
  it('lists every call of tariffs, packages, referrals and paying orders, with the key header on money moves', async () => {
    type Operation = { security?: unknown; parameters?: { in: string; name: string; required?: boolean }[] };
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const signedIn = [
      ['/api/subscriptions', 'get'],
      ['/api/subscriptions', 'post'],
      ['/api/subscriptions/{id}/auto-renewal', 'put'],
      ['/api/subscriptions/{id}', 'delete'],
      ['/api/packages', 'get'],
      ['/api/packages', 'post'],
      ['/api/products/{id}/raise', 'post'],
      ['/api/products/{id}/vip', 'post'],
      ['/api/referral-link', 'get'],
      ['/api/referrals', 'get'],
      ['/api/wallet/limit', 'get'],
      ['/api/order-points/{id}/pay', 'post'],
    ] as const;
    for (const [path, method] of signedIn) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    expect(paths['/api/subscription-bundles']?.get).toBeDefined();
    for (const path of ['/api/subscriptions', '/api/packages', '/api/order-points/{id}/pay']) {
      expect(paths[path]?.post?.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      );
    }
  });
});
