import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type AdState, type CartReply } from '@mp/contract';
import { cartLines, products } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import {
  createCategory,
  createCity,
  createCompany,
  createProduct,
  createSubcategory,
} from '../../test/fixtures.ts';

const t = useTestApp();
let seller: SignedIn;
let adOf: (values?: {
  status?: AdState;
  userId?: number;
  quantity?: number;
  priceKopecks?: number;
}) => Promise<number>;

beforeAll(async () => {
  seller = await t.signedIn();
  const city = await createCity(t.db, { name: 'Корзинск' });
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  adOf = async ({ status = 'active', userId = seller.user.id, quantity = 10, priceKopecks = 100_000 } = {}) =>
    (
      await createProduct(t.db, {
        userId,
        subcategory,
        cityId: city.id,
        status,
        quantity,
        priceKopecks,
        images: 2,
      })
    ).id;
});

const add = (token: string | undefined, body: unknown) => t.call('POST', '/cart', token, body as object);
const put = (token: string | undefined, id: number | string, body: unknown) =>
  t.call('PUT', `/cart/${id}`, token, body as object);
const cartOf = async (token: string) => {
  const res = await t.call('GET', '/cart', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CartReply>();
};
const lines = async (userId: number) =>
  (
    await t.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
  ).sort((a, b) => a.productId - b.productId);

describe('«Корзина» on the server', () => {
  it('groups lines by seller, newest first, with the company’s order type', async () => {
    const buyer = await t.signedIn();
    const shop = await t.signedIn();
    await createCompany(t.db, shop.user.id, { orderProcessingType: 'automatic' });
    const [a, b] = [await adOf(), await adOf()];
    const c = await adOf({ userId: shop.user.id, priceKopecks: 250_50 });

    const first = await add(buyer.token, { product_id: a });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: messages.cartAdded, total: 1000, count: 1 });
    expect((await add(buyer.token, { product_id: c, quantity: 2 })).statusCode).toBe(201);
    expect((await add(buyer.token, { product_id: b })).statusCode).toBe(201);

    const cart = await cartOf(buyer.token);
    expect(cart.data.map((entry) => entry.id)).toEqual([seller.user.id, shop.user.id]);
    expect(cart.data[0]).toMatchObject({
      seller: { id: seller.user.id, name: seller.user.name },
      order_processing_type: 'manual',
      auto_percentage: 0,
    });
    expect(cart.data[0]!.products.map((line) => line.id)).toEqual([b, a]);
    expect(cart.data[1]).toMatchObject({ order_processing_type: 'automatic', auto_percentage: 0 });
    expect(cart.data[1]!.products).toEqual([
      {
        id: c,
        name: cart.data[1]!.products[0]!.name,
        price: 250.5,
        added_price: 250.5,
        image: `/storage/products/${c}/0-card.webp`,
        max_quantity: 10,
        quantity: 2,
        available: true,
        delivery_available: false,
      },
    ]);
    expect(cart.data[1]!.products[0]!.name).toMatch(/^Товар /);
    expect([cart.total, cart.count]).toEqual([2501, 4]);
  });

  it('adding the same ad again increases its quantity (200), up to the stock', async () => {
    const buyer = await t.signedIn();
    const id = await adOf({ quantity: 5 });
    expect((await add(buyer.token, { product_id: id, quantity: 2 })).statusCode).toBe(201);
    const again = await add(buyer.token, { product_id: id, quantity: 3 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CartReply>().data[0]!.products[0]!.quantity).toBe(5);

    const over = await add(buyer.token, { product_id: id });
    expect([over.statusCode, over.json()]).toEqual([
      422,
      { message: messages.cartOutOfStock, errors: { quantity: [messages.cartOutOfStock] } },
    ]);
    const fresh = await t.signedIn();
    expect((await add(fresh.token, { product_id: id, quantity: 6 })).statusCode).toBe(422);
    expect(await lines(buyer.user.id)).toEqual([{ productId: id, quantity: 5 }]);
    expect(await lines(fresh.user.id)).toEqual([]);
  });

  it('sets the quantity within the stock with PUT', async () => {
    const buyer = await t.signedIn();
    const id = await adOf({ quantity: 4 });
    await add(buyer.token, { product_id: id });
    const res = await put(buyer.token, id, { quantity: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.cartUpdated, count: 4, total: 4000 });
    const over = await put(buyer.token, id, { quantity: 5 });
    expect([over.statusCode, over.json()]).toEqual([
      422,
      { message: messages.cartOutOfStock, errors: { quantity: [messages.cartOutOfStock] } },
    ]);
    expect(await lines(buyer.user.id)).toEqual([{ productId: id, quantity: 4 }]);
    const missing = await put(buyer.token, await adOf(), { quantity: 1 });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: messages.cartProductNotInCart }]);
  });

  it('refuses one’s own ad, unknown and withdrawn ads, and a seller who blocked the buyer', async () => {
    const buyer = await t.signedIn();
    const own = await add(seller.token, { product_id: await adOf() });
    expect([own.statusCode, own.json()]).toEqual([
      422,
      { message: messages.cartOwnAd, errors: { product_id: [messages.cartOwnAd] } },
    ]);
    for (const status of ['moderation', 'sold', 'draft', 'archived'] as const) {
      const res = await add(buyer.token, { product_id: await adOf({ status }) });
      expect([res.statusCode, res.json()], status).toEqual([404, { message: messages.productNotFound }]);
    }
    const unknown = await add(buyer.token, { product_id: 9_000_000_000 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: messages.productNotFound }]);

    const strict = await t.signedIn();
    const blocked = await t.call('POST', `/users/${buyer.user.id}/block`, strict.token);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const res = await add(buyer.token, { product_id: await adOf({ userId: strict.user.id }) });
    expect([res.statusCode, res.json()]).toEqual([403, { message: messages.cartSellerBlocked }]);
    expect(await lines(buyer.user.id)).toEqual([]);
    expect(await lines(seller.user.id)).toEqual([]);
  });

  it('never shows or changes someone else’s lines', async () => {
    const [me, stranger] = [await t.signedIn(), await t.signedIn()];
    const id = await adOf();
    await add(me.token, { product_id: id, quantity: 2 });
    expect(await cartOf(stranger.token)).toEqual({ data: [], total: 0, count: 0 });
    const changed = await put(stranger.token, id, { quantity: 1 });
    expect([changed.statusCode, changed.json()]).toEqual([404, { message: messages.cartProductNotInCart }]);
    const removed = await t.call('DELETE', `/cart/${id}`, stranger.token);
    expect([removed.statusCode, removed.json()]).toEqual([404, { message: messages.cartProductNotInCart }]);
    expect((await t.call('DELETE', '/cart', stranger.token)).statusCode).toBe(200);
    expect(await lines(me.user.id)).toEqual([{ productId: id, quantity: 2 }]);
  });

  it('shows today’s price beside the price when added', async () => {
    const buyer = await t.signedIn();
    const id = await adOf({ priceKopecks: 500_00 });
    await add(buyer.token, { product_id: id, quantity: 2 });
    await t.db.update(products).set({ priceKopecks: 450_00 }).where(eq(products.id, id));
    const cart = await cartOf(buyer.token);
    expect(cart.data[0]!.products[0]).toMatchObject({ price: 450, added_price: 500, quantity: 2 });
    expect(cart.total).toBe(900);
  });

  it('keeps a withdrawn ad as unavailable and out of the total, and drops it when deleted', async () => {
    const buyer = await t.signedIn();
    const [kept, gone] = [await adOf(), await adOf()];
    await add(buyer.token, { product_id: kept });
    await add(buyer.token, { product_id: gone, quantity: 3 });
    const archived = await t.call('POST', `/products/${gone}/archive`, seller.token);
    expect(archived.statusCode, archived.body).toBe(200);
    const cart = await cartOf(buyer.token);
    expect(cart.data[0]!.products.map((line) => [line.id, line.available])).toEqual([
      [gone, false],
      [kept, true],
    ]);
    expect([cart.total, cart.count]).toEqual([1000, 4]);
    expect((await t.call('DELETE', `/product/${gone}`, seller.token)).statusCode).toBe(200);
    expect((await cartOf(buyer.token)).data[0]!.products.map((line) => line.id)).toEqual([kept]);
  });

  it('rounds the total to kopecks (0.10 × 3 = 0.3)', async () => {
    const buyer = await t.signedIn();
    await add(buyer.token, { product_id: await adOf({ priceKopecks: 10 }), quantity: 3 });
    await add(buyer.token, { product_id: await adOf({ priceKopecks: 20 }), quantity: 1 });
    expect((await cartOf(buyer.token)).total).toBe(0.5);
  });

  it('removes a line (and the seller’s entry with its last line), then empties the cart', async () => {
    const buyer = await t.signedIn();
    const other = await t.signedIn();
    const [a, b] = [await adOf(), await adOf({ userId: other.user.id })];
    await add(buyer.token, { product_id: a });
    await add(buyer.token, { product_id: b });
    const removed = await t.call('DELETE', `/cart/${b}`, buyer.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: messages.cartRemoved, total: 1000, count: 1 });
    expect(removed.json<CartReply>().data.map((entry) => entry.id)).toEqual([seller.user.id]);
    const again = await t.call('DELETE', `/cart/${b}`, buyer.token);
    expect([again.statusCode, again.json()]).toEqual([404, { message: messages.cartProductNotInCart }]);

    const cleared = await t.call('DELETE', '/cart', buyer.token);
    expect([cleared.statusCode, cleared.json()]).toEqual([
      200,
      { message: messages.cartCleared, data: [], total: 0, count: 0 },
    ]);
    expect(await lines(buyer.user.id)).toEqual([]);
  });

  it('answers missing, malformed or oversized bodies and ids with 422 in Russian', async () => {
    const buyer = await t.signedIn();
    const id = await adOf();
    for (const body of [
      {},
      { product_id: 'abc' },
      { product_id: -1 },
      { product_id: 1.5 },
      { product_id: 2 ** 60 },
    ]) {
      const res = await add(buyer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.product_id).toEqual([
        messages.productIdInvalid,
      ]);
    }
    for (const quantity of [0, -1, 1.5, 'abc', 10_000, null]) {
      const res = await add(buyer.token, { product_id: id, quantity });
      expect(res.statusCode, String(quantity)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.quantity).toEqual([
        messages.cartQuantityInvalid,
      ]);
    }
    await add(buyer.token, { product_id: id, quantity: 2 });
    for (const body of [{}, { quantity: 0 }, { quantity: 'many' }, { quantity: 100_000 }]) {
      const res = await put(buyer.token, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.quantity).toEqual([
        messages.cartQuantityInvalid,
      ]);
    }
    for (const bad of ['abc', '0', '-5', '1.5', String(2 ** 60)]) {
      const changed = await put(buyer.token, bad, { quantity: 1 });
      expect(changed.statusCode, bad).toBe(422);
      expect(changed.json<{ errors: Record<string, string[]> }>().errors.id).toEqual([
        messages.productIdInvalid,
      ]);
      expect((await t.call('DELETE', `/cart/${bad}`, buyer.token)).statusCode, bad).toBe(422);
    }
    expect(await lines(buyer.user.id)).toEqual([{ productId: id, quantity: 2 }]);
  });

  it('answers 401 to a guest on every call, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart'],
      ['PUT', '/cart/1'],
      ['DELETE', '/cart/1'],
      ['DELETE', '/cart'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { quantity: 'bad' } : undefined;
      const res = await t.call(method, url, undefined, body);
      expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
        401,
        { message: messages.unauthenticated },
      ]);
    }
  });

  it('is documented in OpenAPI with bearer security', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/cart', 'get'],
      ['/api/cart', 'post'],
      ['/api/cart', 'delete'],
      ['/api/cart/{id}', 'put'],
      ['/api/cart/{id}', 'delete'],
    ] as const) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(paths[path]?.[method]?.tags).toEqual(['cart']);
    }
  });
});
