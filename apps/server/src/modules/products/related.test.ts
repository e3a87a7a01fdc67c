import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type ProductCard } from '@mp/contract';
import { useTestApp } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createProduct,
  createSubcategory,
  createUser,
  hoursAgo,
} from '../../test/fixtures.ts';
import { relatedLimit } from './related.ts';

const server = useTestApp();
const { call, signedIn } = server;

const ids = (res: { json<T>(): T }) => res.json<{ data: ProductCard[] }>().data.map((card) => card.id);

/** The ad page's subject ad and its neighbours (see each name). */
const ads = {} as Record<
  | 'subject'
  | 'sameCityVip'
  | 'sellerSameSub'
  | 'sameCityOld'
  | 'otherCity'
  | 'sellerOtherSub'
  | 'blockedOtherSub',
  number
>;
let cityA = 0;
let blockedSellerId = 0;

beforeAll(async () => {
  const db = server.db;
  const a = await createCity(db);
  const b = await createCity(db);
  cityA = a.id;
  const category = await createCategory(db);
  const sub = await createSubcategory(db, category.id);
  const otherSub = await createSubcategory(db, category.id);
  const seller = await createUser(db);
  const blocked = await createUser(db);
  const third = await createUser(db);
  blockedSellerId = blocked.id;
  const ad = async (userId: number, subcategory: typeof sub, cityId: number, hours: number, more = {}) =>
    (await createProduct(db, { userId, subcategory, cityId, createdAt: hoursAgo(hours), images: 2, ...more }))
      .id;

  ads.subject = await ad(seller.id, sub, a.id, 10);
  ads.sameCityVip = await ad(third.id, sub, a.id, 1, { isVip: true });
  ads.sellerSameSub = await ad(seller.id, sub, a.id, 4);
  ads.sameCityOld = await ad(blocked.id, sub, a.id, 5);
  ads.otherCity = await ad(blocked.id, sub, b.id, 0.5);
  ads.sellerOtherSub = await ad(seller.id, otherSub, b.id, 3);
  // Another subcategory: never similar, but one of its seller's ads.
  ads.blockedOtherSub = await ad(blocked.id, otherSub, a.id, 2);
  // Never shown: not active.
  await ad(seller.id, sub, a.id, 2, { status: 'sold' });
  await ad(third.id, sub, a.id, 2, { status: 'moderation' });
});

describe('GET /api/products/{id}/similar', () => {
  it("lists the subcategory's active ads: the ad's city first, newest first, without the ad", async () => {
    const res = await call('GET', `/products/${ads.subject}/similar`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([ads.sameCityVip, ads.sellerSameSub, ads.sameCityOld, ads.otherCity]);
    const [first] = res.json<{ data: ProductCard[] }>().data;
    expect(first).toMatchObject({ id: ads.sameCityVip, is_vip: true, city_id: cityA });
    expect(first?.images.map((image) => image.path)).toEqual([
      `/storage/products/${ads.sameCityVip}/0-card.webp`,
      `/storage/products/${ads.sameCityVip}/1-card.webp`,
    ]);
  });

  it('leaves out sellers the viewer blocked; guests and viewers without blocks still see them', async () => {
    const viewer = await signedIn();
    const other = await signedIn();
    expect((await call('POST', `/users/${blockedSellerId}/block`, viewer.token)).statusCode).toBeLessThan(
      300,
    );
    const url = `/products/${ads.subject}/similar`;
    expect(ids(await call('GET', url, viewer.token))).toEqual([ads.sameCityVip, ads.sellerSameSub]);
    const everyone = [ads.sameCityVip, ads.sellerSameSub, ads.sameCityOld, ads.otherCity];
    expect(ids(await call('GET', url))).toEqual(everyone);
    expect(ids(await call('GET', url, other.token))).toEqual(everyone);
    expect(ids(await call('GET', url, 'garbage'))).toEqual(everyone);
  });

  it(`fills ${relatedLimit} cards from the ad's city before any other city`, async () => {
    const db = server.db;
    const [here, there] = [await createCity(db), await createCity(db)];
    const category = await createCategory(db);
    const sub = await createSubcategory(db, category.id);
    const user = await createUser(db);
    const subject = await createProduct(db, { userId: user.id, subcategory: sub, cityId: here.id });
    const local: number[] = [];
    for (let i = 0; i < relatedLimit + 1; i += 1) {
      const row = await createProduct(db, {
        userId: user.id,
        subcategory: sub,
        cityId: here.id,
        createdAt: hoursAgo(i + 1),
        isVip: i % 3 === 0,
      });
      local.push(row.id);
    }
    await createProduct(db, { userId: user.id, subcategory: sub, cityId: there.id });
    const res = await call('GET', `/products/${subject.id}/similar`);
    expect(ids(res)).toEqual(local.slice(0, relatedLimit));

    // The cache keeps a guest's list for a while; a viewer with blocks reads afresh.
    const newer = await createProduct(db, { userId: user.id, subcategory: sub, cityId: here.id });
    expect(ids(await call('GET', `/products/${subject.id}/similar`))).toEqual(local.slice(0, relatedLimit));
    const blocker = await signedIn();
    await call('POST', `/users/${blockedSellerId}/block`, blocker.token);
    expect(ids(await call('GET', `/products/${subject.id}/similar`, blocker.token))[0]).toBe(newer.id);
  });
});

describe('GET /api/products/{id}/seller-ads', () => {
  it("lists the seller's other active ads, newest first, for everyone", async () => {
    const res = await call('GET', `/products/${ads.subject}/seller-ads`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([ads.sellerOtherSub, ads.sellerSameSub]);
    expect(ids(await call('GET', `/products/${ads.otherCity}/seller-ads`))).toEqual([
      ads.blockedOtherSub,
      ads.sameCityOld,
    ]);
  });

  it('caps the list at the limit', async () => {
    const db = server.db;
    const city = await createCity(db);
    const category = await createCategory(db);
    const sub = await createSubcategory(db, category.id);
    const user = await createUser(db);
    const created: number[] = [];
    for (let i = 0; i < relatedLimit + 2; i += 1) {
      created.push((await createProduct(db, { userId: user.id, subcategory: sub, cityId: city.id })).id);
    }
    const res = await call('GET', `/products/${created[0]}/seller-ads`);
    expect(ids(res)).toHaveLength(relatedLimit);
    expect(ids(res)).not.toContain(created[0]);
  });
});

describe('both related lists', () => {
  it('answer 404 for unknown and inactive ads and 422 for bad ids', async () => {
    const db = server.db;
    const user = await createUser(db);
    const category = await createCategory(db);
    const hidden = await createProduct(db, {
      userId: user.id,
      subcategory: await createSubcategory(db, category.id),
      cityId: cityA,
      status: 'rejected',
    });
    for (const path of ['similar', 'seller-ads']) {
      for (const id of [hidden.id, 2_000_000_000, 99_999_999_999]) {
        const res = await call('GET', `/products/${id}/${path}`);
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.json()).toEqual({ message: messages.productNotFound });
      }
      for (const id of ['abc', '0', '-5']) {
        expect((await call('GET', `/products/${id}/${path}`)).statusCode, `${path} ${id}`).toBe(422);
      }
    }
  });

  it('are documented in OpenAPI', async () => {
    const { paths } = (await call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(paths).toHaveProperty(['/api/products/{id}/similar', 'get']);
    expect(paths).toHaveProperty(['/api/products/{id}/seller-ads', 'get']);
  });
});
