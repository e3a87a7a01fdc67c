import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OwnProfile, type ProductDetailReply, type SellerPhoneReply } from '@mp/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { testClock } from '../../test/auth.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
} from '../../test/fixtures.ts';
import { phoneViewsPerViewer } from './service.ts';

// A built web app to serve, so the server-rendered ad page can be read too.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-contacts-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>Маркетплейс</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const clock = testClock();
const t = useTestApp({ webDistDir: dist, now: () => clock.now() });
const { call, signedIn } = t;
const day = 24 * 60 * 60 * 1000;

let where: { cityId: number; subcategory: { id: number; categoryId: number } };
beforeAll(async () => {
  const category = await createCategory(t.db);
  where = { cityId: (await createCity(t.db)).id, subcategory: await createSubcategory(t.db, category.id) };
});

/** A seller (who takes calls unless told otherwise) with one active ad. */
async function sellerWithAd(allowCalls = true) {
  const seller = await createUser(t.db, { allowCalls });
  const ad = await createProduct(t.db, { userId: seller.id, ...where });
  return { seller, ad };
}

const askPhone = (adId: number | string, token?: string) => call('GET', `/products/${adId}/phone`, token);

describe('GET /api/products/{id}/phone', () => {
  it('gives a signed-in viewer the number of a seller who takes calls, not to be cached', async () => {
    const { seller, ad } = await sellerWithAd();
    const { token } = await signedIn();
    const res = await askPhone(ad.id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json<SellerPhoneReply>()).toEqual({ phone: seller.phone });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is 401 for a guest, whatever the id', async () => {
    const { ad } = await sellerWithAd();
    for (const id of [ad.id, 'abc']) {
      const res = await askPhone(id);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
  });

  it('is 422 for a malformed id and 404 for an unknown or inactive ad', async () => {
    const { token } = await signedIn();
    for (const id of ['abc', '0', '-5', '1.5']) {
      expect((await askPhone(id, token)).statusCode, id).toBe(422);
    }
    const seller = await createUser(t.db, { allowCalls: true });
    const hidden = await Promise.all(
      (['draft', 'moderation', 'archived', 'sold', 'rejected'] as const).map((status) =>
        createProduct(t.db, { userId: seller.id, ...where, status }),
      ),
    );
    for (const id of [...hidden.map((ad) => ad.id), 2_000_000_000, 99_999_999_999]) {
      const res = await askPhone(id, token);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: messages.productNotFound });
    }
  });

  it('is 403 in Russian when the seller takes messages only (the default)', async () => {
    const seller = await signedIn();
    const ad = await createProduct(t.db, { userId: seller.user.id, ...where });
    const viewer = await signedIn();
    const res = await askPhone(ad.id, viewer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.phoneHidden });
    expect(res.body).not.toContain(seller.user.phone.slice(2));

    // The seller allows calls in the settings: now the number is given.
    const profile = (await call('GET', '/user', seller.token)).json<OwnProfile>();
    const body = { ...profile, surname: 'Петров', birth_date: '1990-01-01', allow_calls: true };
    expect((await call('PUT', '/user', seller.token, body)).statusCode).toBe(200);
    const allowed = await askPhone(ad.id, viewer.token);
    expect(allowed.json<SellerPhoneReply>()).toEqual({ phone: seller.user.phone });
  });

  it('is 403 to a viewer the seller has blocked', async () => {
    const seller = await signedIn();
    await t.db.update(users).set({ allowCalls: true }).where(eq(users.id, seller.user.id));
    const ad = await createProduct(t.db, { userId: seller.user.id, ...where });
    const viewer = await signedIn();
    expect((await call('POST', `/users/${viewer.user.id}/block`, seller.token)).statusCode).toBe(200);
    const res = await askPhone(ad.id, viewer.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.phoneHidden });
  });

  it('gives the seller their own number on their ad, calls allowed or not, at no cost', async () => {
    const seller = await signedIn();
    const ad = await createProduct(t.db, { userId: seller.user.id, ...where });
    for (let i = 0; i <= phoneViewsPerViewer.limit; i++) {
      expect((await askPhone(ad.id, seller.token)).json<SellerPhoneReply>()).toEqual({
        phone: seller.user.phone,
      });
    }
    const other = await sellerWithAd();
    expect((await askPhone(other.ad.id, seller.token)).statusCode).toBe(200);
  });

  it('gives 20 sellers’ numbers a day per viewer, then 429 in Russian; a seller seen again is free', async () => {
    const viewer = await signedIn();
    const sellers = [];
    for (let i = 0; i < phoneViewsPerViewer.limit + 1; i++) sellers.push(await sellerWithAd());
    const [first, ...rest] = sellers;
    const secondAdOfFirst = await createProduct(t.db, { userId: first!.seller.id, ...where });
    const last = rest.pop()!;
    // A refused ask (the seller takes messages only) takes no place.
    expect((await askPhone((await sellerWithAd(false)).ad.id, viewer.token)).statusCode).toBe(403);

    for (const { seller, ad } of [first!, ...rest]) {
      const res = await askPhone(ad.id, viewer.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<SellerPhoneReply>().phone).toBe(seller.phone);
    }
    // The same seller again, through another of their ads: no new place taken.
    expect((await askPhone(secondAdOfFirst.id, viewer.token)).statusCode).toBe(200);

    const refused = await askPhone(last.ad.id, viewer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.phoneViewsLimit });
    expect(refused.body).not.toContain(last.seller.phone);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    // Refused asks do not count, and numbers already seen still show.
    expect((await askPhone(last.ad.id, viewer.token)).statusCode).toBe(429);
    expect((await askPhone(first!.ad.id, viewer.token)).statusCode).toBe(200);
    // Another viewer has their own 20.
    expect((await askPhone(last.ad.id, (await signedIn()).token)).statusCode).toBe(200);

    // A day later the count starts again (the viewer's session is kept alive meanwhile).
    clock.advance(day);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: clock.now(), expiresAt: new Date(clock.now().getTime() + day) })
      .where(eq(sessions.userId, viewer.user.id));
    const nextDay = await askPhone(last.ad.id, viewer.token);
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json<SellerPhoneReply>().phone).toBe(last.seller.phone);
  });

  it('is documented in the OpenAPI document with its replies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, { responses?: object }>> }>();
    const responses = doc.paths['/api/products/{id}/phone']?.get?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '403', '404', '429']));
  });
});

describe('ads never carry the phone', () => {
  it('is left out of the ad JSON, the lists and the server-rendered ad page', async () => {
    const { seller, ad } = await sellerWithAd();
    const silent = await sellerWithAd(false);
    const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
    const viewer = await signedIn();

    const detail = await call('GET', `/products/${ad.id}`, viewer.token);
    expect(detail.json<ProductDetailReply>().data.seller).toMatchObject({
      id: seller.id,
      allows_calls: true,
    });
    const silentDetail = await call('GET', `/products/${silent.ad.id}`);
    expect(silentDetail.json<ProductDetailReply>().data.seller.allows_calls).toBe(false);

    const replies = [
      detail,
      silentDetail,
      await call('GET', `/products?city_id[]=${where.cityId}`, viewer.token),
      await call('GET', `/products/${ad.id}/seller-ads`),
      await call('GET', `/products/${silent.ad.id}/similar`),
      await call('GET', `/users/${seller.id}`, viewer.token),
      await t.app.inject({ method: 'GET', url: `/product/${ad.id}` }),
    ];
    const html = replies.at(-1)!;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(ad.name);
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      for (const phone of [seller.phone, silent.seller.phone]) {
        expect(res.body).not.toContain(phone);
        expect(res.body).not.toContain(digits(phone));
      }
    }
  });
});
