import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  referralLabels,
  referralRewardPoints,
  type Notification,
  type Order,
  type OrdersCreatedReply,
  type ReferralLinkReply,
  type ReferralsReply,
  type WalletTransactionsPage,
} from '@mp/contract';
import { referrals } from '../../db/schema/index.ts';
import { newClient } from '../../test/auth.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';

const t = useTestApp();
let seller: SignedIn;
let adOf: () => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  const city = await createCity(t.db, { name: 'Реферальск' });
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  adOf = async () =>
    (await createProduct(t.db, { userId: seller.user.id, subcategory, cityId: city.id, quantity: 10 })).id;
});

const linkOf = async (who: SignedIn) => {
  const res = await t.call('GET', '/referral-link', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferralLinkReply>().data;
};

/** Someone who registered through the link with this code. */
async function invitedWith(code: string | undefined): Promise<SignedIn> {
  const reply = await t.client.signUp(newClient(), 'секретный-пароль', code);
  return { token: reply.token, jwt: reply.jwt_token, user: reply.user };
}

const pointsOf = async (who: SignedIn) =>
  (await t.call('GET', '/wallet/points', who.token)).json<{ balance: number }>().balance;

/** An order of `buyer`, taken through to «получен». */
async function completedOrder(buyer: SignedIn) {
  const placed = await t.call('POST', '/orders', buyer.token, {
    items: [{ product_id: await adOf(), quantity: 1 }],
    delivery_address: 'Пермь, ул. Ленина, д. 1',
  });
  const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
  await t.call('POST', `/order-points/${order.id}/approve-manual`, seller.token, { approved_percentage: 0 });
  await t.call('PUT', `/orders/${order.id}`, seller.token, { status: 'shipped' });
  const done = await t.call('PUT', `/orders/${order.id}`, buyer.token, { status: 'completed' });
  expect(done.statusCode, done.body).toBe(200);
  return order.id;
}

describe('the referral link', () => {
  it('is the person’s own, the same each time, leading to the sign-up screen', async () => {
    const who = await t.signedIn();
    const first = await linkOf(who);
    expect(first.referral_link).toBe(`http://localhost:3000/authorization?ref=${first.code}`);
    expect(first.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(await linkOf(who)).toEqual(first);
    expect((await linkOf(await t.signedIn())).code).not.toBe(first.code);
    expect((await t.call('GET', '/referral-link')).statusCode).toBe(401);
    expect((await t.call('GET', '/referrals')).statusCode).toBe(401);
  });
});

describe('an invited person', () => {
  it('is attributed, and both get points once when their first order completes', async () => {
    const referrer = await t.signedIn();
    const { code } = await linkOf(referrer);
    const invited = await invitedWith(code.toLowerCase());
    const listed = (await t.call('GET', '/referrals', referrer.token)).json<ReferralsReply>();
    expect(listed.points_earned).toBe(0);
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ id: invited.user.id, name: 'Анна', rewarded_at: null, points: 0 });

    const firstOrder = await completedOrder(invited);
    await completedOrder(invited);
    expect(await pointsOf(referrer)).toBe(referralRewardPoints.referrer);
    expect(await pointsOf(invited)).toBe(referralRewardPoints.referred);
    const [row] = await t.db.select().from(referrals).where(eq(referrals.referredId, invited.user.id));
    expect(row!.rewardOrderId).toBe(firstOrder);
    const after = (await t.call('GET', '/referrals', referrer.token)).json<ReferralsReply>();
    expect(after.points_earned).toBe(referralRewardPoints.referrer);
    expect(after.data[0]!.rewarded_at).not.toBeNull();
    expect(after.data[0]!.points).toBe(referralRewardPoints.referrer);

    const history = (
      await t.call('GET', '/wallet/points/transactions', referrer.token)
    ).json<WalletTransactionsPage>();
    expect(history.data).toEqual([
      expect.objectContaining({
        type: 'referral_reward',
        amount: referralRewardPoints.referrer,
        balance_after: referralRewardPoints.referrer,
        description: referralLabels.rewardDescription('Анна'),
      }),
    ]);
    const notices = (await t.call('GET', '/notifications?type=wallet', referrer.token)).json<{
      data: Notification[];
    }>();
    expect(notices.data.map((notice) => notice.title)).toEqual([referralLabels.rewardNotice]);
  });

  it('is not attributed through an unknown or malformed code, and registers all the same', async () => {
    for (const code of ['ZZZZZZZZZZ', 'не код!', undefined]) {
      const person = await invitedWith(code);
      expect(await t.db.select().from(referrals).where(eq(referrals.referredId, person.user.id))).toEqual([]);
    }
    const someone = await t.signedIn();
    await completedOrder(someone);
    expect(await pointsOf(someone)).toBe(0);
  });
});
