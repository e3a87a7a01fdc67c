import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type DeliveryQuote, type Order, type OrdersCreatedReply } from '@mp/contract';
import { deliveryWorld } from '../../test/delivery.ts';
import { expectRefused } from '../../test/refusals.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof deliveryWorld>>;

beforeAll(async () => {
  w = await deliveryWorld(t);
});

describe('GET /api/delivery/quote?cart_item_id=', () => {
  it('prices a seller’s cart entry as one parcel, as the order of it is priced', async () => {
    const buyer = await w.toppedUp(100);
    const [phone, charger] = [
      await w.adOf({ weightGrams: 900 }),
      await w.adOf({ parcelSize: 'XS', weightGrams: 300 }),
    ];
    for (const [id, quantity] of [
      [phone, 1],
      [charger, 2],
    ] as const) {
      const added = await t.call('POST', '/cart', buyer.token, { product_id: id, quantity });
      expect(added.statusCode, added.body).toBe(201);
    }
    const query = `cart_item_id=${w.seller.user.id}&point_id=${w.point.id}`;
    const res = await t.call('GET', `/delivery/quote?${query}`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json<{ data: DeliveryQuote }>().data;
    const single = await t.call('GET', `/delivery/quote?product_id=${phone}&point_id=${w.point.id}`);
    // 1.5 kg rather than 0.9: one more kilogram's step of the tariff.
    expect(quote.price).toBeGreaterThan(single.json<{ data: DeliveryQuote }>().data.price);

    const placed = await t.call('POST', '/orders', buyer.token, {
      cart_item_id: w.seller.user.id,
      delivery: { point_id: w.point.id },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
    expect(order.delivery!.price).toBe(quote.price);
    expect(order.total_price).toBe(1000 + 2000 + quote.price);
  });

  it('is for the buyer’s own cart, signed in, with a pickup point', async () => {
    const buyer = await w.toppedUp(100);
    await t.call('POST', '/cart', buyer.token, { product_id: await w.adOf(), quantity: 1 });
    const query = `cart_item_id=${w.seller.user.id}&point_id=${w.point.id}`;
    expectRefused(await t.call('GET', `/delivery/quote?${query}`), 401, messages.unauthenticated);
    expectRefused(
      await t.call('GET', `/delivery/quote?${query}`, (await t.signedIn()).token),
      404,
      messages.orderCartEntryEmpty,
    );
    const noPoint = await t.call(
      'GET',
      `/delivery/quote?cart_item_id=${w.seller.user.id}&city_id=${w.kazan.id}`,
      buyer.token,
    );
    expect(noPoint.statusCode).toBe(422);
    expect(noPoint.body).toContain(messages.pickupPointRequired);
    const both = await t.call('GET', `/delivery/quote?${query}&product_id=1`, buyer.token);
    expect(both.statusCode).toBe(422);
  });
});
