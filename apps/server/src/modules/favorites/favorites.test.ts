import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { limits, messages, myAdsReplySchema, type AdState, type FavouritesReply } from '@mp/contract';
import { favorites } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';

const t = useTestApp();
let seller: SignedIn;
let adOf: (status?: AdState, userId?: number) => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  const city = await createCity(t.db, { name: 'Избранск' });
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  adOf = async (status = 'active', userId = seller.user.id) =>
    (await createProduct(t.db, { userId, subcategory, cityId: city.id, status, images: 1 })).id;
});

const add = (token: string | undefined, body: unknown) => t.call('POST', '/favorites', token, body as object);
const list = async (token: string, page = 1) => {
  const res = await t.call('GET', `/favorites?page=${page}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FavouritesReply>();
};
const kept = async (userId: number) =>
  (await t.db.select({ productId: favorites.productId }).from(favorites).where(eq(favorites.userId, userId)))
    .map((row) => row.productId)
    .sort((a, b) => a - b);

describe('«Избранное» on the server', () => {
  it('keeps an ad once, lists it newest first as a card, checks and removes it', async () => {
    const buyer = await t.signedIn();
    const [first, second] = [await adOf(), await adOf()];
    const created = await add(buyer.token, { product_id: first });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: messages.favouriteAdded,
      data: { available: true, product: { id: first, city_name: 'Избранск' } },
    });
    expect((await add(buyer.token, { product_id: first })).statusCode).toBe(200);
    expect((await add(buyer.token, { product_id: second })).statusCode).toBe(201);

    const reply = await list(buyer.token);
    expect(reply.data.map((item) => item.product.id)).toEqual([second, first]);
    expect(reply.data[0]!.product.images).toHaveLength(1);
    expect(reply.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const ids = await t.call('GET', '/favorites/ids', buyer.token);
    expect(ids.json()).toEqual({ data: [second, first] });

    const check = async (id: number) =>
      (await t.call('GET', `/favorites/check/${id}`, buyer.token)).json<{ data: unknown }>().data;
    expect(await check(first)).toEqual({ product_id: first, is_favorite: true });

    const removed = await t.call('DELETE', `/favorites/${first}`, buyer.token);
    expect([removed.statusCode, removed.json()]).toEqual([200, { message: messages.favouriteRemoved }]);
    expect(await check(first)).toEqual({ product_id: first, is_favorite: false });
    // Removing again (a repeated tap, a sync) changes nothing and does not fail.
    expect((await t.call('DELETE', `/favorites/${first}`, buyer.token)).statusCode).toBe(200);
    expect(await kept(buyer.user.id)).toEqual([second]);
  });

  it('keeps a withdrawn ad in the list as unavailable, and drops it when the ad is deleted', async () => {
    const buyer = await t.signedIn();
    const id = await adOf();
    await add(buyer.token, { product_id: id });
    const archived = await t.call('POST', `/products/${id}/archive`, seller.token);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await list(buyer.token)).data).toMatchObject([{ available: false, product: { id } }]);
    expect((await t.call('DELETE', `/product/${id}`, seller.token)).statusCode).toBe(200);
    expect((await list(buyer.token)).data).toEqual([]);
  });

  it('counts how many people keep each ad in the seller’s «Мои объявления»', async () => {
    const id = await adOf();
    for (const buyer of [await t.signedIn(), await t.signedIn()]) await add(buyer.token, { product_id: id });
    const res = await t.call('GET', '/user/products?status=active', seller.token);
    const ad = myAdsReplySchema.parse(res.json()).data.find((item) => item.id === id);
    expect(ad?.favourites).toBe(2);
  });

  it('refuses one’s own ad, unknown and withdrawn ads, and nothing is kept', async () => {
    const buyer = await t.signedIn();
    const own = await add(seller.token, { product_id: await adOf() });
    expect([own.statusCode, own.json()]).toEqual([
      422,
      { message: messages.favouriteOwnAd, errors: { product_id: [messages.favouriteOwnAd] } },
    ]);
    for (const id of [await adOf('moderation'), await adOf('sold'), await adOf('draft'), 9_000_000_000]) {
      const res = await add(buyer.token, { product_id: id });
      expect([res.statusCode, res.json()], String(id)).toEqual([404, { message: messages.productNotFound }]);
    }
    expect(await kept(buyer.user.id)).toEqual([]);
    expect(await kept(seller.user.id)).toEqual([]);
  });

  it('answers a missing, malformed or oversized id with 422 in Russian', async () => {
    const buyer = await t.signedIn();
    for (const body of [
      {},
      { product_id: 'abc' },
      { product_id: -1 },
      { product_id: 1.5 },
      { product_id: 2 ** 60 },
      { product_id: null },
    ]) {
      const res = await add(buyer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        res.json<{ errors: Record<string, string[]> }>().errors.product_id,
        JSON.stringify(body),
      ).toEqual([messages.productIdInvalid]);
    }
    for (const url of ['/favorites/abc', '/favorites/0', '/favorites/check/-5']) {
      const res = await t.call(url.includes('check') ? 'GET' : 'DELETE', url, buyer.token);
      expect(res.statusCode, url).toBe(422);
    }
    const page = await t.call('GET', '/favorites?page=0', buyer.token);
    expect(page.statusCode).toBe(422);
    expect(await kept(buyer.user.id)).toEqual([]);
  });

  it('answers 401 to a guest on every call, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/favorites'],
      ['POST', '/favorites'],
      ['DELETE', '/favorites/1'],
      ['GET', '/favorites/check/1'],
      ['GET', '/favorites/ids'],
    ] as const) {
      const res = await t.call(method, url, undefined, method === 'POST' ? { product_id: 'bad' } : undefined);
      expect([res.statusCode, res.json()], url).toEqual([401, { message: messages.unauthenticated }]);
    }
  });

  it('never shows or changes someone else’s favourites', async () => {
    const [me, stranger] = [await t.signedIn(), await t.signedIn()];
    const id = await adOf();
    await add(me.token, { product_id: id });
    expect((await list(stranger.token)).data).toEqual([]);
    expect((await t.call('GET', '/favorites/ids', stranger.token)).json()).toEqual({ data: [] });
    const check = await t.call('GET', `/favorites/check/${id}`, stranger.token);
    expect(check.json()).toEqual({ data: { product_id: id, is_favorite: false } });
    await t.call('DELETE', `/favorites/${id}`, stranger.token);
    expect(await kept(me.user.id)).toEqual([id]);
  });

  it(`stops at ${limits.favouritesMax} ads with a 409`, async () => {
    const buyer = await t.signedIn();
    const full = await Promise.all(Array.from({ length: limits.favouritesMax }, () => adOf()));
    await t.db.insert(favorites).values(full.map((productId) => ({ userId: buyer.user.id, productId })));
    const oneMore = await adOf();
    const res = await add(buyer.token, { product_id: oneMore });
    expect([res.statusCode, res.json()]).toEqual([409, { message: messages.favouritesLimit }]);
    expect(await kept(buyer.user.id)).toHaveLength(limits.favouritesMax);
  });

  it('is documented in OpenAPI with bearer security', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(paths['/api/favorites']?.get?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(paths['/api/favorites/{id}'] ?? {})).toContain('delete');
    expect(paths).toHaveProperty(['/api/favorites/check/{id}', 'get']);
  });
});
