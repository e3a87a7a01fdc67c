import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adLimits, messages, myAdsReplySchema, type MyAd } from '@mp/contract';
import { products, sessions } from '../../db/schema/index.ts';
import { adLifecycle } from './lifecycle.ts';
import { testClock } from '../../test/auth.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  adCatalogue,
  adFields,
  adForm,
  savedAd,
  send,
  type AdCatalogue,
  type Reply,
  type ListReply,
} from './test-support.ts';

const day = 24 * 60 * 60 * 1000;
const clock = testClock();
const t = useTestApp({ now: clock.now });
let c: AdCatalogue;
let owner: SignedIn;
beforeAll(async () => {
  c = await adCatalogue(t.db);
  owner = await t.signedIn();
});

async function publish(overrides: Record<string, string> = {}): Promise<MyAd> {
  const res = await send(t.app, 'POST', '/products', owner.token, await adForm(adFields(c, overrides), 1));
  expect(res.statusCode, res.body).toBe(201);
  return savedAd(res.body);
}

const act = (id: number, action: string) => send(t.app, 'POST', `/products/${id}/${action}`, owner.token);
const status = async (id: number) =>
  (await t.db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0]?.status;

describe('ad states', () => {
  it('active → sold → relist → archive → relist, each with its message and actions', async () => {
    const ad = await publish();
    const sold = await act(ad.id, 'sold');
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json<Reply>()).toMatchObject({
      message: messages.adMarkedSold,
      data: { status: 'sold', actions: ['relist'] },
    });
    expect((await send(t.app, 'GET', `/products/${ad.id}`, undefined)).statusCode).toBe(404);

    const relisted = await act(ad.id, 'relist');
    expect(relisted.json<Reply>()).toMatchObject({
      message: messages.adRelisted,
      data: { status: 'active' },
    });
    expect((await send(t.app, 'GET', `/products/${ad.id}`, undefined)).statusCode).toBe(200);

    const archived = await act(ad.id, 'archive');
    expect(archived.json<Reply>()).toMatchObject({
      message: messages.adArchived,
      data: { status: 'archived', expires_at: null },
    });
    expect((await act(ad.id, 'relist')).json<Reply>().data.status).toBe('active');
  });

  it('refuses an action the state does not allow (409) and changes nothing', async () => {
    const ad = await publish();
    for (const action of ['renew', 'relist']) {
      const res = await act(ad.id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json<Reply>().message).toBe(messages.adActionUnavailable);
    }
    expect(await status(ad.id)).toBe('active');
    const onModeration = await publish({ price: '0' });
    expect((await act(onModeration.id, 'sold')).statusCode).toBe(409);
    expect((await act(onModeration.id, 'archive')).json<Reply>().data.status).toBe('archived');
    // Relisting runs the automatic check again: still a zero price, so moderation.
    const relisted = await act(onModeration.id, 'relist');
    expect(relisted.json<Reply>()).toMatchObject({
      message: messages.adSentToModeration,
      data: { status: 'moderation' },
    });
    expect((await send(t.app, 'POST', `/products/${ad.id}/delete`, owner.token)).statusCode).toBe(404);
  });

  it('expire after the placement period through housekeeping, and renew for another one', async () => {
    const ad = await publish();
    await send(t.app, 'GET', `/products/${ad.id}`, undefined);
    const lifecycle = adLifecycle({ db: t.db, now: () => clock.now() });
    expect(await lifecycle.expireDue()).not.toContain(ad.id);
    clock.advance((adLimits.placementDays + 1) * day);
    // The seller's session would have lapsed over a month: they signed in again.
    await t.db
      .update(sessions)
      .set({ lastUsedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + day) })
      .where(eq(sessions.userId, owner.user.id));
    expect(await lifecycle.expireDue()).toContain(ad.id);
    expect(await status(ad.id)).toBe('expired');

    const renewed = await act(ad.id, 'renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<Reply>()).toMatchObject({
      message: messages.adRenewed,
      data: { status: 'active', actions: ['sold', 'archive'] },
    });
    const left = new Date(renewed.json<Reply>().data.expires_at!).getTime() - clock.now().getTime();
    expect(Math.round(left / day)).toBe(adLimits.placementDays);
  });
});

describe('GET /api/user/products', () => {
  it('lists one state of the seller’s ads with the counts of every state and of drafts', async () => {
    const seller = await t.signedIn();
    const publishAs = async (overrides: Record<string, string> = {}) => {
      const res = await send(
        t.app,
        'POST',
        '/products',
        seller.token,
        await adForm(adFields(c, overrides), 1),
      );
      return savedAd(res.body);
    };
    const first = await publishAs({ name: 'Первое объявление' });
    const second = await publishAs({ name: 'Второе объявление' });
    const sold = await publishAs();
    await send(t.app, 'POST', `/products/${sold.id}/sold`, seller.token);
    const flagged = await publishAs({ price: '0' });
    await send(t.app, 'POST', '/drafts', seller.token, { name: 'Черновик' });

    const res = await send(t.app, 'GET', '/user/products', seller.token);
    expect(res.statusCode, res.body).toBe(200);
    const reply = myAdsReplySchema.parse(res.json<unknown>());
    expect(reply.data.map((ad) => ad.id)).toEqual([second.id, first.id]);
    expect(reply.data[0]).toMatchObject({
      status: 'active',
      views: 0,
      favourites: 0,
      actions: ['sold', 'archive'],
    });
    expect(reply.counts).toEqual({ active: 2, moderation: 1, sold: 1, archived: 0, expired: 0, rejected: 0 });
    expect(reply.drafts).toBe(1);
    expect(reply.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const moderation = await send(t.app, 'GET', '/user/products?status=moderation', seller.token);
    expect(moderation.json<ListReply<MyAd>>().data).toEqual([
      expect.objectContaining({ id: flagged.id, rejection_reason: 'Цена 0 ₽ в категории, где нужна цена' }),
    ]);
    const bad = await send(t.app, 'GET', '/user/products?status=draft', seller.token);
    expect(bad.statusCode).toBe(422);
    expect((await send(t.app, 'GET', '/user/products', undefined)).statusCode).toBe(401);
    // Someone else sees only their own.
    const other = await send(t.app, 'GET', '/user/products', owner.token);
    expect(other.json<ListReply<MyAd>>().data.map((ad) => ad.id)).not.toContain(first.id);
  });
});
