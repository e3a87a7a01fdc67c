import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type AdStatsReply, type SellerStatsReply, type StatsDay } from '@mp/contract';
import { adStatsDays, users } from '../../db/schema/index.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { moneyHelpers } from '../../test/money.ts';
import { expectRefused } from '../../test/refusals.ts';

/** The clock the app reads: 31 December in Moscow, two and a half hours before the new year. */
let clock = new Date('2030-12-31T18:30:00Z');
const t = useTestApp({ now: () => clock });
const { money, toppedUp } = moneyHelpers(t);
const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

let seller: SignedIn;
let adOf: () => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  await t.db.update(users).set({ allowCalls: true }).where(eq(users.id, seller.user.id));
  const city = await createCity(t.db, { name: 'Статистинск' });
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adOf = async () =>
    (
      await createProduct(t.db, {
        userId: seller.user.id,
        subcategory,
        cityId: city.id,
        quantity: 5,
        name: `Лампа ${Math.random()}`,
      })
    ).id;
});

/** The ad page opened from an address by a browser (or a robot). */
const visit = (id: number, ip: string, userAgent = browser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/products/${id}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
const statsOf = async (id: number, who: SignedIn = seller, days = 7) => {
  const res = await t.call('GET', `/products/${id}/stats?days=${days}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdStatsReply>();
};
const day = (reply: { data: StatsDay[] }, date: string) => reply.data.find((row) => row.date === date);

describe('an ad’s statistics', () => {
  it('count visitors once a day, robots never, contacts once a person, favourites, cart, orders and a raise', async () => {
    const ad = await adOf();
    const [anna, boris] = [await t.signedIn(), await toppedUp(10_000)];
    for (const ip of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) expect((await visit(ad, ip)).statusCode).toBe(200);
    await visit(ad, '10.0.0.3', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)');

    // Anna writes and asks for the phone: one contact. Boris asks for the phone: another.
    const chat = await t.call('POST', '/chats', anna.token, {
      user_id: seller.user.id,
      product_id: ad,
      message: 'Здравствуйте',
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect((await t.call('GET', `/products/${ad}/phone`, anna.token)).statusCode).toBe(200);
    expect((await t.call('GET', `/products/${ad}/phone`, boris.token)).statusCode).toBe(200);
    // The seller writing back opens no contact.
    await t.call('POST', '/chats', seller.token, { user_id: anna.user.id, product_id: ad });

    expect((await t.call('POST', '/favorites', anna.token, { product_id: ad })).statusCode).toBe(201);
    expect((await t.call('POST', '/favorites', boris.token, { product_id: ad })).statusCode).toBe(201);
    expect((await t.call('DELETE', `/favorites/${ad}`, boris.token)).statusCode).toBe(200);
    expect((await t.call('POST', '/cart', boris.token, { product_id: ad, quantity: 1 })).statusCode).toBe(
      201,
    );
    // More of the same line is not another cart addition.
    await t.call('POST', '/cart', boris.token, { product_id: ad, quantity: 1 });
    const order = await t.call('POST', '/orders', boris.token, {
      items: [{ product_id: ad, quantity: 1 }],
      delivery_address: 'Статистинск, ул. Ленина, 1',
    });
    expect(order.statusCode, order.body).toBe(201);

    await toppedUp(1_000, seller);
    expect((await money('/packages', seller.token, { package_id: 'raise_5' })).statusCode).toBe(201);
    expect((await t.call('POST', `/products/${ad}/raise`, seller.token)).statusCode).toBe(200);

    const reply = await statsOf(ad);
    expect(reply.data.map((row) => row.date)).toEqual([
      '2030-12-25',
      '2030-12-26',
      '2030-12-27',
      '2030-12-28',
      '2030-12-29',
      '2030-12-30',
      '2030-12-31',
    ]);
    expect(day(reply, '2030-12-31')).toEqual({
      date: '2030-12-31',
      views: 2,
      contacts: 2,
      favorites: 2,
      cart: 1,
      orders: 1,
      promoted: ['raise'],
    });
    expect(day(reply, '2030-12-30')).toEqual({
      date: '2030-12-30',
      views: 0,
      contacts: 0,
      favorites: 0,
      cart: 0,
      orders: 0,
      promoted: [],
    });
    expect(reply.totals).toEqual({ views: 2, contacts: 2, favorites: 2, cart: 1, orders: 1 });
  });

  it('counts today’s views before the counter writes them, and a new Moscow day past midnight', async () => {
    const ad = await adOf();
    await visit(ad, '10.1.0.1');
    expect(day(await statsOf(ad), '2030-12-31')?.views).toBe(1);

    // 21:00 UTC is midnight in Moscow: a new day, and the same visitor counts again.
    clock = new Date('2030-12-31T21:00:00Z');
    await visit(ad, '10.1.0.1');
    const reply = await statsOf(ad);
    expect(reply.data.at(-1)).toMatchObject({ date: '2031-01-01', views: 1 });
    expect(reply.data[0]!.date).toBe('2030-12-26');
    expect(day(reply, '2030-12-31')?.views).toBe(1);
    expect(reply.totals.views).toBe(2);
    clock = new Date('2030-12-31T18:30:00Z');
  });

  it('gives 30 and 90 days, oldest first', async () => {
    const ad = await adOf();
    const month = await statsOf(ad, seller, 30);
    expect([month.data.length, month.data[0]!.date, month.data.at(-1)!.date]).toEqual([
      30,
      '2030-12-02',
      '2030-12-31',
    ]);
    const quarter = await statsOf(ad, seller, 90);
    expect([quarter.data.length, quarter.data[0]!.date]).toEqual([90, '2030-10-03']);
  });

  it('are the owner’s only: anyone else, an unknown ad and a bad period are refused, and nothing is written', async () => {
    const ad = await adOf();
    const other = await t.signedIn();
    expectRefused(await t.call('GET', `/products/${ad}/stats`, other.token), 404, messages.productNotFound);
    expectRefused(
      await t.call('GET', `/products/999999999/stats`, seller.token),
      404,
      messages.productNotFound,
    );
    expect((await t.call('GET', `/products/${ad}/stats`)).statusCode).toBe(401);
    for (const bad of ['days=5', 'days=', 'days=abc', `days=${'9'.repeat(400)}`]) {
      expect((await t.call('GET', `/products/${ad}/stats?${bad}`, seller.token)).statusCode, bad).toBe(422);
    }
    expect((await t.call('GET', `/products/abc/stats`, seller.token)).statusCode).toBe(422);
    expect(await t.db.select().from(adStatsDays).where(eq(adStatsDays.productId, ad))).toEqual([]);
  });
});

describe('a seller’s statistics', () => {
  it('sum the seller’s ads by day and name the most viewed', async () => {
    const me = await t.signedIn();
    const before = (await t.call('GET', '/user/stats?days=7', seller.token)).json<SellerStatsReply>();
    const [quiet, busy] = [await adOf(), await adOf()];
    await visit(quiet, '10.2.0.1');
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) await visit(busy, ip);

    const res = await t.call('GET', '/user/stats?days=7', seller.token);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<SellerStatsReply>();
    expect(reply.data).toHaveLength(7);
    expect(reply.totals.views - before.totals.views).toBe(4);
    expect(reply.top[0]).toMatchObject({ id: busy, views: 3 });
    expect(reply.top.length).toBeLessThanOrEqual(5);

    // Someone with no ads sees seven zero days.
    const empty = (await t.call('GET', '/user/stats', me.token)).json<SellerStatsReply>();
    expect(empty.data.every((row) => row.views === 0 && row.promoted.length === 0)).toBe(true);
    expect([empty.data.length, empty.top]).toEqual([7, []]);
    expect((await t.call('GET', '/user/stats')).statusCode).toBe(401);
    expect((await t.call('GET', '/user/stats?days=365', seller.token)).statusCode).toBe(422);
  });
});
