import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages, type CartReply, type ProductDetailReply, type ProductsReply } from '@mp/contract';
import { cartLines, orders, products } from '../../db/schema/index.ts';
import { useTestApp, type SignedIn } from '../../test/harness.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';

// Record 0111: a vacancy and a service are talked over with the seller, never bought through the cart.
const t = useTestApp();
let seller: SignedIn;
let ads: { goods: number; job: number; service: number };

beforeAll(async () => {
  seller = await t.signedIn();
  const city = await createCity(t.db, { name: 'Вакансийск' });
  const adIn = async (slug: string) => {
    const category = await createCategory(t.db, { slug });
    const subcategory = await createSubcategory(t.db, category.id);
    const ad = await createProduct(t.db, {
      userId: seller.user.id,
      subcategory,
      cityId: city.id,
      status: 'active',
      quantity: 5,
      images: 1,
    });
    return ad.id;
  };
  ads = { goods: await adIn('electronics'), job: await adIn('jobs'), service: await adIn('services') };
});

const rowsOf = async (userId: number) => ({
  cart: (await t.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId)))[0]!.n,
  orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
  stock: (await t.db.select({ id: products.id, quantity: products.quantity }).from(products)).sort(
    (a, b) => a.id - b.id,
  ),
});

describe('a vacancy and a service are not sold', () => {
  it.each(['job', 'service'] as const)('a %s is not added to the cart: 422, nothing saved', async (kind) => {
    const buyer = await t.signedIn();
    const before = await rowsOf(buyer.user.id);
    const res = await t.call('POST', '/cart', buyer.token, { product_id: ads[kind], quantity: 1 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.product_id).toEqual([messages.notForSale]);
    expect(await rowsOf(buyer.user.id)).toEqual(before);
  });

  it.each(['job', 'service'] as const)('a %s is not ordered: 422, no order, no stock taken', async (kind) => {
    const buyer = await t.signedIn();
    const before = await rowsOf(buyer.user.id);
    const res = await t.call('POST', '/orders', buyer.token, {
      items: [
        { product_id: ads.goods, quantity: 1 },
        { product_id: ads[kind], quantity: 1 },
      ],
      delivery_address: 'Москва, ул. Тверская, д. 1',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.items).toEqual([messages.notForSale]);
    expect(await rowsOf(buyer.user.id)).toEqual(before);
  });

  it('a cart entry holding a service from before is not ordered, and its lines stay', async () => {
    const buyer = await t.signedIn();
    expect((await t.call('POST', '/cart', buyer.token, { product_id: ads.goods })).statusCode).toBe(201);
    await t.db
      .insert(cartLines)
      .values({ userId: buyer.user.id, productId: ads.service, quantity: 1, addedPriceKopecks: 100_000 });
    const before = await rowsOf(buyer.user.id);
    const res = await t.call('POST', '/orders', buyer.token, {
      cart_item_id: seller.user.id,
      delivery_address: 'Москва, ул. Тверская, д. 1',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.items).toEqual([messages.notForSale]);
    expect(await rowsOf(buyer.user.id)).toEqual(before);
  });

  it('goods are still bought: to the cart and ordered', async () => {
    const buyer = await t.signedIn();
    const added = await t.call('POST', '/cart', buyer.token, { product_id: ads.goods, quantity: 2 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CartReply>().count).toBe(2);
    const ordered = await t.call('POST', '/orders', buyer.token, {
      cart_item_id: seller.user.id,
      delivery_address: 'Москва, ул. Тверская, д. 1',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
  });

  it('the ad page and the cards say which kind an ad is', async () => {
    for (const kind of ['goods', 'job', 'service'] as const) {
      const page = await t.call('GET', `/products/${ads[kind]}`, undefined);
      expect(page.json<ProductDetailReply>().data.kind).toBe(kind);
    }
    const list = await t.call('GET', '/products', undefined);
    const cards = list.json<ProductsReply>().products_in_selected_cities.data;
    expect(Object.fromEntries(cards.map((card) => [card.id, card.kind]))).toEqual({
      [ads.goods]: 'goods',
      [ads.job]: 'job',
      [ads.service]: 'service',
    });
  });
});
