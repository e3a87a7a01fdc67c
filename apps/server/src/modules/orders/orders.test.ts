import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import {
  messages,
  orderLimits,
  type Order,
  type OrdersCreatedReply,
  type OrderSavedReply,
  type OrdersPage,
  type ProductDetailReply,
} from '@mp/contract';
import { cartLines, orderItems, orders, products } from '../../db/schema/index.ts';
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
let buyer: SignedIn;
let adOf: (values?: {
  userId?: number;
  quantity?: number;
  priceKopecks?: number;
  status?: 'active' | 'sold';
}) => Promise<number>;

beforeAll(async () => {
  [seller, buyer] = [await t.signedIn(), await t.signedIn()];
  const city = await createCity(t.db, { name: 'Заказовск' });
  const category = await createCategory(t.db);
  const subcategory = await createSubcategory(t.db, category.id);
  adOf = async ({ userId = seller.user.id, quantity = 10, priceKopecks = 150_000, status = 'active' } = {}) =>
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

const address = 'Москва, ул. Тверская, д. 1, кв. 5';
const place = (token: string | undefined, body: unknown) => t.call('POST', '/orders', token, body as object);
const placed = async (token: string, body: object) => {
  const res = await place(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<OrdersCreatedReply>();
};
const stockOf = async (id: number) =>
  (await t.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id)))[0]!.quantity;
const ordersCount = async () => (await t.db.select({ value: count() }).from(orders))[0]!.value;
const cartOf = async (userId: number) =>
  (await t.db.select({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.userId, userId)))
    .map((line) => line.productId)
    .sort((a, b) => a - b);
const addToCart = async (token: string, productId: number, quantity = 1) =>
  expect((await t.call('POST', '/cart', token, { product_id: productId, quantity })).statusCode).toBe(201);

describe('placing an order', () => {
  it('orders one cart entry: one order, the stock taken, the entry gone, the rest of the cart kept', async () => {
    const someone = await t.signedIn();
    const other = await t.signedIn();
    const [a, b] = [await adOf({ priceKopecks: 100_050 }), await adOf({ priceKopecks: 20_000, quantity: 3 })];
    const c = await adOf({ userId: other.user.id });
    await addToCart(someone.token, a, 2);
    await addToCart(someone.token, b, 3);
    await addToCart(someone.token, c);

    const reply = await placed(someone.token, {
      cart_item_id: seller.user.id,
      delivery_address: ` ${address} `,
    });

    expect(reply.message).toBe(messages.orderCreated);
    expect(reply.orders).toHaveLength(1);
    const [order] = reply.orders as [Order];
    expect(order).toMatchObject({
      user_id: someone.user.id,
      seller_id: seller.user.id,
      buyer: { id: someone.user.id, name: someone.user.name },
      seller: { id: seller.user.id, name: seller.user.name },
      role: 'buyer',
      status: 'new',
      order_processing_type: 'manual',
      total_price: 2601,
      wallet_paid: 0,
      remaining_to_pay: 2601,
      delivery_address: address,
      approved_percentage: null,
      cancelled_by: null,
      confirmed_at: null,
    });
    expect(order.items.map(({ product_id, quantity, price }) => ({ product_id, quantity, price }))).toEqual([
      { product_id: a, quantity: 2, price: 1000.5 },
      { product_id: b, quantity: 3, price: 200 },
    ]);
    expect(order.items[0]!.product_images).toEqual([
      `/storage/products/${a}/0-card.webp`,
      `/storage/products/${a}/1-card.webp`,
    ]);
    expect([await stockOf(a), await stockOf(b)]).toEqual([8, 0]);
    expect(await cartOf(someone.user.id)).toEqual([c]);
  });

  it('orders explicit items: one order per seller, the same ad twice counted once, the cart untouched', async () => {
    const someone = await t.signedIn();
    const other = await t.signedIn();
    const [a, c] = [await adOf(), await adOf({ userId: other.user.id })];
    await addToCart(someone.token, a);

    const reply = await placed(someone.token, {
      items: [
        { product_id: a, quantity: 1 },
        { product_id: c, quantity: 2 },
        { product_id: a, quantity: 2 },
      ],
      delivery_address: address,
    });

    expect(reply.orders.map((order) => order.seller_id).sort()).toEqual(
      [seller.user.id, other.user.id].sort(),
    );
    const bySeller = new Map(reply.orders.map((order) => [order.seller_id, order]));
    expect(bySeller.get(seller.user.id)!.items).toMatchObject([{ product_id: a, quantity: 3 }]);
    expect(bySeller.get(other.user.id)!.items).toMatchObject([{ product_id: c, quantity: 2 }]);
    expect([await stockOf(a), await stockOf(c)]).toEqual([7, 8]);
    expect(await cartOf(someone.user.id)).toEqual([a]);
  });

  it('confirms at once for a seller who confirms automatically, with the company’s share', async () => {
    const shop = await t.signedIn();
    await createCompany(t.db, shop.user.id, { orderProcessingType: 'automatic', autoPercentage: 30 });
    const ad = await adOf({ userId: shop.user.id });

    const [order] = (
      await placed(buyer.token, { items: [{ product_id: ad, quantity: 1 }], delivery_address: address })
    ).orders as [Order];

    expect(order).toMatchObject({
      status: 'confirmed',
      order_processing_type: 'automatic',
      approved_percentage: 30,
    });
    expect(order.confirmed_at).toBe(order.created_at);
  });
});

describe('an order that cannot be placed changes nothing', () => {
  const refusals: [
    string,
    () => Promise<{ body: unknown; status: number; message: string; field?: string }>,
  ][] = [
    [
      'no address',
      async () => ({
        body: { items: [{ product_id: await adOf(), quantity: 1 }] },
        status: 422,
        message: messages.deliveryAddressRequired,
        field: 'delivery_address',
      }),
    ],
    [
      'a blank address',
      async () => ({
        body: { items: [{ product_id: await adOf(), quantity: 1 }], delivery_address: '   ' },
        status: 422,
        message: messages.deliveryAddressRequired,
        field: 'delivery_address',
      }),
    ],
    [
      'an address too long',
      async () => ({
        body: {
          items: [{ product_id: await adOf(), quantity: 1 }],
          delivery_address: 'д'.repeat(orderLimits.deliveryAddressMax + 1),
        },
        status: 422,
        message: messages.deliveryAddressTooLong,
        field: 'delivery_address',
      }),
    ],
    [
      'neither a cart entry nor items',
      async () => ({
        body: { delivery_address: address },
        status: 422,
        message: messages.orderSourceRequired,
        field: 'items',
      }),
    ],
    [
      'both a cart entry and items',
      async () => ({
        body: {
          cart_item_id: seller.user.id,
          items: [{ product_id: await adOf(), quantity: 1 }],
          delivery_address: address,
        },
        status: 422,
        message: messages.orderSourceRequired,
        field: 'items',
      }),
    ],
    [
      'no items',
      async () => ({
        body: { items: [], delivery_address: address },
        status: 422,
        message: messages.orderItemsRequired,
        field: 'items',
      }),
    ],
    [
      'too many items',
      async () => ({
        body: {
          items: Array.from({ length: orderLimits.itemsMax + 1 }, (_, i) => ({
            product_id: i + 1,
            quantity: 1,
          })),
          delivery_address: address,
        },
        status: 422,
        message: messages.orderItemsTooMany,
        field: 'items',
      }),
    ],
    [
      'a quantity of 0',
      async () => ({
        body: { items: [{ product_id: await adOf(), quantity: 0 }], delivery_address: address },
        status: 422,
        message: messages.cartQuantityInvalid,
        field: 'items.0.quantity',
      }),
    ],
    [
      'a negative quantity',
      async () => ({
        body: { items: [{ product_id: await adOf(), quantity: -2 }], delivery_address: address },
        status: 422,
        message: messages.cartQuantityInvalid,
        field: 'items.0.quantity',
      }),
    ],
    [
      'a quantity that is not a number',
      async () => ({
        body: { items: [{ product_id: await adOf(), quantity: 'два' }], delivery_address: address },
        status: 422,
        message: messages.cartQuantityInvalid,
        field: 'items.0.quantity',
      }),
    ],
    [
      'a malformed ad id',
      async () => ({
        body: { items: [{ product_id: 'abc', quantity: 1 }], delivery_address: address },
        status: 422,
        message: messages.productIdInvalid,
        field: 'items.0.product_id',
      }),
    ],
    [
      'a malformed cart entry',
      async () => ({
        body: { cart_item_id: -1, delivery_address: address },
        status: 422,
        message: messages.invalidInteger,
        field: 'cart_item_id',
      }),
    ],
    [
      'an unknown ad',
      async () => ({
        body: { items: [{ product_id: 987_654_321, quantity: 1 }], delivery_address: address },
        status: 404,
        message: messages.productNotFound,
      }),
    ],
    [
      'an empty cart entry',
      async () => ({
        body: { cart_item_id: seller.user.id, delivery_address: address },
        status: 404,
        message: messages.orderCartEntryEmpty,
      }),
    ],
    [
      'one’s own ad',
      async () => ({
        body: {
          items: [{ product_id: await adOf({ userId: buyer.user.id }), quantity: 1 }],
          delivery_address: address,
        },
        status: 422,
        message: messages.orderOwnAd,
        field: 'items',
      }),
    ],
    [
      'an ad no longer on sale',
      async () => ({
        body: {
          items: [{ product_id: await adOf({ status: 'sold' }), quantity: 1 }],
          delivery_address: address,
        },
        status: 409,
        message: messages.orderProductUnavailable(''),
      }),
    ],
    [
      'more than the stock',
      async () => ({
        body: {
          items: [{ product_id: await adOf({ quantity: 2 }), quantity: 3 }],
          delivery_address: address,
        },
        status: 409,
        message: messages.orderOutOfStock(''),
      }),
    ],
  ];

  it.each(refusals)('%s', async (_, refusal) => {
    const { body, status, message, field } = await refusal();
    const before = await ordersCount();
    const res = await place(buyer.token, body);

    expect(res.statusCode, res.body).toBe(status);
    const reply = res.json<{ message: string; errors?: Record<string, string[]> }>();
    if (message.endsWith('«»') || message.includes('«»')) {
      const [head, tail] = message.split('«»') as [string, string];
      expect(reply.message.startsWith(head) && reply.message.endsWith(tail), reply.message).toBe(true);
    } else {
      expect(reply.message).toBe(message);
    }
    if (field) expect(reply.errors?.[field]).toContain(message);
    expect(await ordersCount()).toBe(before);
  });

  it('asks a guest to sign in', async () => {
    const res = await place(undefined, {
      items: [{ product_id: await adOf(), quantity: 1 }],
      delivery_address: address,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a buyer the seller has blocked, and takes no stock', async () => {
    const blocker = await t.signedIn();
    const ad = await adOf({ userId: blocker.user.id, quantity: 4 });
    expect((await t.call('POST', `/users/${buyer.user.id}/block`, blocker.token)).statusCode).toBe(200);

    const res = await place(buyer.token, {
      items: [{ product_id: ad, quantity: 1 }],
      delivery_address: address,
    });

    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: messages.cartSellerBlocked });
    expect(await stockOf(ad)).toBe(4);
  });

  it('takes nothing of any ad when one ad of the order is short', async () => {
    const [plenty, scarce] = [await adOf({ quantity: 5 }), await adOf({ quantity: 1 })];
    const res = await place(buyer.token, {
      items: [
        { product_id: plenty, quantity: 2 },
        { product_id: scarce, quantity: 2 },
      ],
      delivery_address: address,
    });
    expect(res.statusCode).toBe(409);
    expect([await stockOf(plenty), await stockOf(scarce)]).toEqual([5, 1]);
  });
});

/** A new order of one unit of a fresh ad of `seller`, placed by `buyer`. */
async function newOrder(quantity = 1): Promise<{ order: Order; ad: number }> {
  const ad = await adOf({ quantity: 5 });
  const { orders } = await placed(buyer.token, {
    items: [{ product_id: ad, quantity }],
    delivery_address: address,
  });
  return { order: orders[0]!, ad };
}
const move = (token: string | undefined, id: number | string, body: object) =>
  t.call('PUT', `/orders/${id}`, token, body);
const approve = (token: string | undefined, id: number | string, body: object) =>
  t.call('POST', `/order-points/${id}/approve-manual`, token, body);
const expectRefused = async (
  reply: Awaited<ReturnType<typeof move>>,
  status: number,
  message: string,
  order?: Order,
) => {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json<{ message: string }>().message).toBe(message);
  if (order) {
    const now = await t.call('GET', `/orders/${order.id}`, buyer.token);
    expect(now.json<Order>().status).toBe(order.status);
  }
};

describe('an order’s lifecycle', () => {
  it('goes new → confirmed (seller, with the wallet share) → shipped (seller) → completed (buyer)', async () => {
    const { order } = await newOrder();

    const confirmed = await approve(seller.token, order.id, { approved_percentage: 40 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<OrderSavedReply>()).toMatchObject({
      message: messages.orderConfirmed,
      order: { status: 'confirmed', approved_percentage: 40, role: 'seller' },
    });
    const shipped = await move(seller.token, order.id, { status: 'shipped' });
    expect(shipped.json<OrderSavedReply>()).toMatchObject({
      message: messages.orderShipped,
      order: { status: 'shipped' },
    });
    const completed = await move(buyer.token, order.id, { status: 'completed' });
    expect(completed.json<OrderSavedReply>()).toMatchObject({
      message: messages.orderCompleted,
      order: { status: 'completed', role: 'buyer' },
    });
    const final = completed.json<OrderSavedReply>().order;
    for (const stamp of [final.confirmed_at, final.shipped_at, final.completed_at])
      expect(stamp).not.toBeNull();
    expect(final.cancelled_at).toBeNull();
  });

  it('confirms through PUT too, with no share when none is given', async () => {
    const { order } = await newOrder();
    const res = await move(seller.token, order.id, { status: 'confirmed' });
    expect(res.json<OrderSavedReply>().order).toMatchObject({ status: 'confirmed', approved_percentage: 0 });
  });

  it('refuses the wrong party with 409 and the reason, and changes nothing', async () => {
    const { order } = await newOrder();
    await expectRefused(
      await approve(buyer.token, order.id, { approved_percentage: 10 }),
      409,
      messages.orderSellerOnly,
      order,
    );
    await expectRefused(
      await move(buyer.token, order.id, { status: 'shipped' }),
      409,
      messages.orderSellerOnly,
      order,
    );
    await move(seller.token, order.id, { status: 'confirmed' });
    await move(seller.token, order.id, { status: 'shipped' });
    const shipped = { ...order, status: 'shipped' as const };
    await expectRefused(
      await move(seller.token, order.id, { status: 'completed' }),
      409,
      messages.orderBuyerOnly,
      shipped,
    );
  });

  it('refuses a move from a state it does not start from with 409 and the reason', async () => {
    const { order } = await newOrder();
    await expectRefused(
      await move(seller.token, order.id, { status: 'shipped' }),
      409,
      messages.orderNotConfirmed,
      order,
    );
    await expectRefused(
      await move(buyer.token, order.id, { status: 'completed' }),
      409,
      messages.orderNotShipped,
      order,
    );
    await approve(seller.token, order.id, { approved_percentage: 0 });
    const confirmed = { ...order, status: 'confirmed' as const };
    await expectRefused(
      await approve(seller.token, order.id, { approved_percentage: 50 }),
      409,
      messages.orderNotAwaitingConfirmation,
      confirmed,
    );
    await move(seller.token, order.id, { status: 'shipped' });
    const shipped = { ...order, status: 'shipped' as const };
    await expectRefused(
      await t.call('DELETE', `/orders/${order.id}`, buyer.token),
      409,
      messages.orderNotCancellable,
      shipped,
    );
    await expectRefused(
      await move(seller.token, order.id, { status: 'cancelled' }),
      409,
      messages.orderNotCancellable,
      shipped,
    );
  });

  it('shows an order to nobody but its parties: 404 to a stranger, 401 to a guest', async () => {
    const { order } = await newOrder();
    const stranger = await t.signedIn();
    await expectRefused(
      await t.call('GET', `/orders/${order.id}`, stranger.token),
      404,
      messages.orderNotFound,
    );
    await expectRefused(
      await move(stranger.token, order.id, { status: 'cancelled' }),
      404,
      messages.orderNotFound,
      order,
    );
    await expectRefused(
      await approve(stranger.token, order.id, { approved_percentage: 5 }),
      404,
      messages.orderNotFound,
      order,
    );
    await expectRefused(
      await t.call('DELETE', `/orders/${order.id}`, stranger.token),
      404,
      messages.orderNotFound,
      order,
    );
    expect((await t.call('GET', `/orders/${order.id}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/orders/${order.id}`)).statusCode).toBe(401);
    await expectRefused(await t.call('GET', '/orders/2147483000', buyer.token), 404, messages.orderNotFound);
  });

  it('answers malformed moves with 422 in Russian', async () => {
    const { order } = await newOrder();
    const cases: [Promise<Awaited<ReturnType<typeof move>>>, string][] = [
      [move(seller.token, order.id, { status: 'new' }), messages.orderStatusInvalid],
      [move(seller.token, order.id, { status: 'отправлен' }), messages.orderStatusInvalid],
      [move(seller.token, order.id, {}), messages.orderStatusInvalid],
      [
        move(seller.token, order.id, { status: 'confirmed', approved_percentage: 101 }),
        messages.approvedPercentageInvalid,
      ],
      [approve(seller.token, order.id, { approved_percentage: -1 }), messages.approvedPercentageInvalid],
      [approve(seller.token, order.id, { approved_percentage: 12.5 }), messages.approvedPercentageInvalid],
      [
        approve(seller.token, order.id, { approved_percentage: 'половина' }),
        messages.approvedPercentageInvalid,
      ],
      [approve(seller.token, order.id, {}), messages.approvedPercentageInvalid],
      [t.call('GET', '/orders/abc', buyer.token), messages.invalidInteger],
      [t.call('DELETE', '/orders/99999999999', buyer.token), messages.invalidInteger],
    ];
    for (const [reply, message] of cases) await expectRefused(await reply, 422, message, order);
  });

  it('cancels before shipping, by either party, and returns the stock', async () => {
    const byBuyer = await newOrder(2);
    expect(await stockOf(byBuyer.ad)).toBe(3);
    const cancelled = await t.call('DELETE', `/orders/${byBuyer.order.id}`, buyer.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderSavedReply>()).toMatchObject({
      message: messages.orderCancelled,
      order: { status: 'cancelled', cancelled_by: 'buyer' },
    });
    expect(await stockOf(byBuyer.ad)).toBe(5);
    await expectRefused(
      await t.call('DELETE', `/orders/${byBuyer.order.id}`, seller.token),
      409,
      messages.orderNotCancellable,
    );
    expect(await stockOf(byBuyer.ad)).toBe(5);

    const bySeller = await newOrder(1);
    await approve(seller.token, bySeller.order.id, { approved_percentage: 0 });
    const res = await move(seller.token, bySeller.order.id, { status: 'cancelled' });
    expect(res.json<OrderSavedReply>().order).toMatchObject({ status: 'cancelled', cancelled_by: 'seller' });
    expect(await stockOf(bySeller.ad)).toBe(5);
  });

  it('shows the ad page the stock an order took, at once', async () => {
    const ad = await adOf({ quantity: 3 });
    expect((await t.call('GET', `/products/${ad}`)).json<ProductDetailReply>().data.quantity).toBe(3);
    await placed(buyer.token, { items: [{ product_id: ad, quantity: 2 }], delivery_address: address });
    expect((await t.call('GET', `/products/${ad}`)).json<ProductDetailReply>().data.quantity).toBe(1);
  });
});

describe('lists of orders', () => {
  it('gives the buyer their purchases, the seller their sales, and /orders/all both with the side', async () => {
    const [shopper, merchant] = [await t.signedIn(), await t.signedIn()];
    const sold = await adOf({ userId: merchant.user.id });
    const bought = await adOf();
    const merchantsPurchase = (
      await placed(merchant.token, {
        items: [{ product_id: bought, quantity: 1 }],
        delivery_address: address,
      })
    ).orders[0]!;
    const first = (
      await placed(shopper.token, { items: [{ product_id: sold, quantity: 1 }], delivery_address: address })
    ).orders[0]!;
    const second = (
      await placed(shopper.token, { items: [{ product_id: sold, quantity: 2 }], delivery_address: address })
    ).orders[0]!;
    await t.call('DELETE', `/orders/${first.id}`, shopper.token);

    const list = async (token: string, query: string) => {
      const res = await t.call('GET', `/orders${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OrdersPage>();
    };
    expect((await list(shopper.token, '')).data.map((order) => order.id)).toEqual([second.id, first.id]);
    expect((await list(shopper.token, '?as=seller')).data).toEqual([]);
    const sales = await list(merchant.token, '?as=seller');
    expect(sales.data.map((order) => [order.id, order.role])).toEqual([
      [second.id, 'seller'],
      [first.id, 'seller'],
    ]);
    expect(sales.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect((await list(merchant.token, '?as=seller&status=cancelled')).data.map((order) => order.id)).toEqual(
      [first.id],
    );
    const all = await list(merchant.token, '/all');
    expect(all.data.map((order) => [order.id, order.role])).toEqual([
      [second.id, 'seller'],
      [first.id, 'seller'],
      [merchantsPurchase.id, 'buyer'],
    ]);
    expect((await list(merchant.token, '/all?status=new')).data.map((order) => order.id)).toEqual([
      second.id,
      merchantsPurchase.id,
    ]);
  });

  it('answers malformed list queries with 422 and guests with 401', async () => {
    for (const query of ['?as=everyone', '?status=lost', '?page=0', '?page=abc']) {
      expect((await t.call('GET', `/orders${query}`, buyer.token)).statusCode, query).toBe(422);
    }
    expect((await t.call('GET', '/orders/all?status=lost', buyer.token)).statusCode).toBe(422);
    expect((await t.call('GET', '/orders')).statusCode).toBe(401);
    expect((await t.call('GET', '/orders/all')).statusCode).toBe(401);
  });
});

describe('concurrent orders never oversell', () => {
  const orderedUnits = async (ad: number) =>
    (
      await t.db
        .select({ quantity: orderItems.quantity })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.productId, ad), ne(orders.status, 'cancelled')))
    ).reduce((sum, item) => sum + item.quantity, 0);
  const oneUnit = (ad: number) => ({ items: [{ product_id: ad, quantity: 1 }], delivery_address: address });

  it('gives 50 buyers at once exactly the 5 units in stock; a cancel puts one back', async () => {
    const ad = await adOf({ quantity: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => t.signedIn()));

    const replies = await Promise.all(buyers.map((someone) => place(someone.token, oneUnit(ad))));

    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(await stockOf(ad)).toBe(0);
    expect(await orderedUnits(ad)).toBe(5);

    const winner = buyers[statuses.indexOf(201)]!;
    const order = replies[statuses.indexOf(201)]!.json<OrdersCreatedReply>().orders[0]!;
    expect((await t.call('DELETE', `/orders/${order.id}`, winner.token)).statusCode).toBe(200);
    expect(await stockOf(ad)).toBe(1);
    expect(await orderedUnits(ad)).toBe(4);
  }, 60_000);

  it('gives one buyer’s 20 simultaneous orders exactly the 5 units in stock', async () => {
    const ad = await adOf({ quantity: 5 });

    const replies = await Promise.all(Array.from({ length: 20 }, () => place(buyer.token, oneUnit(ad))));

    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode === 409)).toHaveLength(15);
    expect(await stockOf(ad)).toBe(0);
    expect(await orderedUnits(ad)).toBe(5);
  }, 60_000);
});

describe('the OpenAPI document', () => {
  it('lists every orders call, each signed-in only', async () => {
    const { paths } = (await t.call('GET', '/docs/openapi.json')).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/orders', 'post'],
      ['/api/orders', 'get'],
      ['/api/orders/all', 'get'],
      ['/api/orders/{id}', 'get'],
      ['/api/orders/{id}', 'put'],
      ['/api/orders/{id}', 'delete'],
      ['/api/order-points/{id}/approve-manual', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(paths[path]?.[method]?.tags).toEqual(['orders']);
    }
  });
});
