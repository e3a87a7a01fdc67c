import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  messages,
  packageLabels,
  type AdSavedReply,
  type Credits,
  type MyAdsReply,
  type PackagesReply,
  type PricedBundle,
  type WalletTransactionsPage,
} from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
  hoursAgo,
} from '../../test/fixtures.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { moneyHelpers, newKey } from '../../test/money.ts';

const t = useTestApp();
const { money, walletOf, toppedUp, expectBooksBalanced } = moneyHelpers(t);
let cityId: number;
let adOf: (userId: number, hours: number, status?: 'active' | 'sold') => Promise<number>;

beforeAll(async () => {
  const city = await createCity(t.db, { name: 'Пакетск' });
  cityId = city.id;
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adOf = async (userId, hours, status = 'active') =>
    (await createProduct(t.db, { userId, subcategory, cityId, status, createdAt: hoursAgo(hours) })).id;
});

const creditsOf = async (who: SignedIn) =>
  (await t.call('GET', '/packages', who.token)).json<PackagesReply>().credits;
const buy = (who: SignedIn, packageId: string, key: string | null = newKey()) =>
  money('/packages', who.token, { package_id: packageId }, key);
const promote = (who: SignedIn, id: number, kind: 'raise' | 'vip') =>
  t.call('POST', `/products/${id}/${kind}`, who.token);
/** The ids of the city's feed, in the default order. */
const feed = async () =>
  (await t.call('GET', `/products?city_id[]=${cityId}`)).json<{
    products_in_selected_cities: { data: { id: number; created_at: string }[] };
  }>().products_in_selected_cities.data;

describe('placement packages', () => {
  it('are listed with their names and the person’s credits', async () => {
    const who = await t.signedIn();
    const reply = (await t.call('GET', '/packages', who.token)).json<PackagesReply>();
    expect(reply.data.map((item) => [item.id, item.name, item.price])).toEqual([
      ['raise_5', packageLabels.names.raise_5, 199],
      ['raise_20', packageLabels.names.raise_20, 599],
      ['vip_1', packageLabels.names.vip_1, 299],
      ['vip_5', packageLabels.names.vip_5, 1190],
    ]);
    expect(reply.credits).toEqual({ raise: 0, vip: 0 });
    expect((await t.call('GET', '/packages')).statusCode).toBe(401);
  });

  it('are bought from the wallet once per key, refused with a short balance or an unknown package', async () => {
    const who = await toppedUp(500);
    const key = newKey();
    const bought = await buy(who, 'raise_5', key);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json<{ message: string; credits: Credits }>()).toEqual({
      message: messages.packageBought,
      credits: { raise: 5, vip: 0 },
    });
    expect((await buy(who, 'raise_5', key)).statusCode).toBe(201);
    expect(await creditsOf(who)).toEqual({ raise: 5, vip: 0 });
    expect((await walletOf(who)).balance).toBe(301);
    const history = (await t.call('GET', '/wallet/transactions', who.token)).json<WalletTransactionsPage>();
    expect(history.data[0]).toMatchObject({
      type: 'package',
      amount: -199,
      description: 'Пакет «5 поднятий»',
    });

    const short = await buy(who, 'raise_20');
    expect(short.statusCode).toBe(409);
    expect(short.json<{ message: string }>().message).toBe(messages.insufficientFunds);
    const unknown = await buy(who, 'raise_1000');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toBe(messages.packageNotFound);
    expect((await buy(who, 'vip_1', null)).statusCode).toBe(422);
    expect(await creditsOf(who)).toEqual({ raise: 5, vip: 0 });
    expect((await walletOf(who)).balance).toBe(301);
    await expectBooksBalanced();
  });
});

describe('promoting an ad', () => {
  it('raises it to the top of its search without changing its date, one credit each time', async () => {
    const seller = await toppedUp(199);
    await buy(seller, 'raise_5');
    const older = await adOf(seller.user.id, 48);
    const newer = await adOf(seller.user.id, 1);
    expect((await feed()).map((ad) => ad.id).slice(0, 2)).toEqual([newer, older]);
    const publishedAt = (await feed()).find((ad) => ad.id === older)!.created_at;

    const raised = await promote(seller, older, 'raise');
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<AdSavedReply>().message).toBe(messages.adRaised);
    const after = await feed();
    expect(after.map((ad) => ad.id).slice(0, 2)).toEqual([older, newer]);
    expect(after[0]!.created_at).toBe(publishedAt);
    expect(await creditsOf(seller)).toEqual({ raise: 4, vip: 0 });
  });

  it('makes it VIP for 7 days, in the first VIP place of its search, until the placement ends', async () => {
    const seller = await toppedUp(299);
    await buy(seller, 'vip_1');
    const ad = await adOf(seller.user.id, 72);
    for (const hours of [2, 3]) await adOf(seller.user.id, hours);
    const placeOf = async () => (await feed()).map((row) => row.id).indexOf(ad);
    expect(await placeOf()).toBeGreaterThan(2);
    const made = await promote(seller, ad, 'vip');
    expect(made.json<AdSavedReply>().message).toBe(messages.adMadeVip);
    // The third place, ahead of every older ad (record 0095: a VIP ad third in every five).
    expect(await placeOf()).toBe(2);
    const [row] = await t.db.select().from(products).where(eq(products.id, ad));
    const days = (row!.vipUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // The seller's card shows the mark and its end: the reply and «Мои объявления» carry it.
    const vipUntil = row!.vipUntil!.toISOString();
    expect(made.json<AdSavedReply>().data).toMatchObject({ is_vip: true, vip_until: vipUntil });
    const mine = (await t.call('GET', '/user/products', seller.token)).json<MyAdsReply>().data;
    expect(mine.find((card) => card.id === ad)).toMatchObject({ is_vip: true, vip_until: vipUntil });

    await t.db
      .update(products)
      .set({ vipUntil: hoursAgo(1) })
      .where(eq(products.id, ad));
    expect(await t.app.services.ads.endVipDue()).toEqual({ vipPlacementsEnded: 1 });
    const [ended] = await t.db.select().from(products).where(eq(products.id, ad));
    expect(ended).toMatchObject({ isVip: false, vipUntil: null });
  });

  it('refuses without a credit, for an ad not on sale, and for someone else’s ad, spending nothing', async () => {
    const seller = await toppedUp(199);
    const ad = await adOf(seller.user.id, 5);
    const none = await promote(seller, ad, 'raise');
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(messages.noRaises);
    expect((await promote(seller, ad, 'vip')).json<{ message: string }>().message).toBe(
      messages.noVipPlacements,
    );

    await buy(seller, 'raise_5');
    const sold = await adOf(seller.user.id, 5, 'sold');
    const notOnSale = await promote(seller, sold, 'raise');
    expect(notOnSale.statusCode).toBe(409);
    expect(notOnSale.json<{ message: string }>().message).toBe(messages.promoteActiveOnly);
    expect((await promote(await t.signedIn(), ad, 'raise')).statusCode).toBe(403);
    expect((await promote(seller, 999_999_999, 'raise')).statusCode).toBe(404);
    expect((await t.call('POST', `/products/${ad}/raise`)).statusCode).toBe(401);
    expect(await creditsOf(seller)).toEqual({ raise: 5, vip: 0 });
  });

  it('comes with a tariff: each period adds its raises and VIP placements', async () => {
    const seller = await toppedUp(10_000);
    await createCompany(t.db, seller.user.id);
    const bundles = (await t.call('GET', '/subscription-bundles')).json<{ data: PricedBundle[] }>().data;
    const business = bundles.find((bundle) => bundle.tariff === 'business' && bundle.duration_days === 30)!;
    expect((await money('/subscriptions', seller.token, { bundle_id: business.id })).statusCode).toBe(201);
    expect(await creditsOf(seller)).toEqual({ raise: 50, vip: 5 });
  });
});
