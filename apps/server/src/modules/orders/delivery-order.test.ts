import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  deliveryLabels,
  messages,
  platformCommissionPercent,
  type Notification,
  type Order,
  type OrdersCreatedReply,
  type OrderTracking,
} from '@mp/contract';
import { deliveryPoints, products, sandboxParcels, shipments } from '../../db/schema/index.ts';
import { deliveryWorld } from '../../test/delivery.ts';
import { expectRefused } from '../../test/refusals.ts';
import { useTestApp } from '../../test/harness.ts';
import { newKey } from '../../test/money.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof deliveryWorld>>;

beforeAll(async () => {
  w = await deliveryWorld(t);
});

const stockOf = async (productId: number) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.quantity;
const kopecks = (rubles: number) => Math.round(rubles * 100);

describe('an order with delivery to a pickup point', () => {
  it('costs the goods and the delivery, is paid in full, shipped, tracked, collected and paid out', async () => {
    const buyer = await w.toppedUp(2000);
    const productId = await w.adOf();
    const quote = await t.call('GET', `/delivery/quote?product_id=${productId}&point_id=${w.point.id}`);
    const price = quote.json<{ data: { price: number } }>().data.price;

    const placed = await w.place(buyer, productId);
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
    expect(order).toMatchObject({
      status: 'new',
      total_price: 1000 + price,
      delivery_address: `${w.point.name}, ${w.point.address}`,
      delivery: { status: 'pending', price, point: { id: w.point.id }, track_number: null, events: [] },
    });
    expect(await stockOf(productId)).toBe(9);

    // The seller confirms: a delivery order is paid in full, whatever share is asked for.
    await t.call('POST', `/order-points/${order.id}/approve-manual`, w.seller.token, {
      approved_percentage: 30,
    });
    const paid = await w.money(`/order-points/${order.id}/pay`, buyer.token, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await w.walletOf(buyer)).balance).toBe(1000 - price);

    expectRefused(
      await t.call('PUT', `/orders/${order.id}`, w.seller.token, { status: 'shipped' }),
      409,
      messages.deliveryShipNeedsCarrier,
    );
    const key = newKey();
    const shipped = await w.ship(w.seller, order.id, key);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<{ message: string }>().message).toMatch(
      /^Отправление оформлено. Отнесите посылку до /,
    );
    const sellerView = shipped.json<{ order: Order }>().order;
    expect(sellerView.status).toBe('shipped');
    expect(sellerView.delivery).toMatchObject({
      status: 'created',
      label_url: `/orders/${order.id}/label`,
    });
    expect(sellerView.delivery!.track_number).toMatch(/^SBX/);
    expect(sellerView.delivery!.drop_off_points.length).toBeGreaterThan(0);
    const dropOffBy = Date.parse(sellerView.delivery!.drop_off_by!);
    expect(dropOffBy - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect((await w.orderOf(buyer, order.id)).delivery).toMatchObject({
      drop_off_points: [],
      label_url: null,
    });

    // The same key answers as the first time; another key finds it shipped.
    const replay = await w.ship(w.seller, order.id, key);
    expect(replay.json<{ message: string }>().message).toBe(shipped.json<{ message: string }>().message);
    expectRefused(await w.ship(w.seller, order.id), 409, messages.orderAlreadyShipped);
    expect(
      await t.db
        .select()
        .from(sandboxParcels)
        .where(eq(sandboxParcels.reference, String(sellerView.delivery!.shipment_id))),
    ).toHaveLength(1);

    const label = await t.call('GET', `/orders/${order.id}/label`, w.seller.token);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectRefused(
      await t.call('GET', `/orders/${order.id}/label`, buyer.token),
      409,
      messages.orderSellerOnly,
    );

    expectRefused(
      await t.call('PUT', `/orders/${order.id}`, buyer.token, { status: 'completed' }),
      409,
      messages.orderNotArrived,
    );
    const arrived = await w.advanceTo(order, 'arrived');
    expect(arrived.delivery!.collect_by).not.toBeNull();
    const tracking = await t.call('GET', `/orders/${order.id}/tracking`, buyer.token);
    expect(tracking.json<OrderTracking>().events.map((event) => event.status)).toEqual([
      'created',
      'accepted',
      'in_transit',
      'arrived',
    ]);
    expectRefused(
      await t.call('GET', `/orders/${order.id}/tracking`, (await t.signedIn()).token),
      404,
      messages.orderNotFound,
    );

    const sellerBefore = (await w.walletOf(w.seller)).balance;
    const carrierBefore = await w.carrierOwed();
    const completed = await t.call('PUT', `/orders/${order.id}`, buyer.token, { status: 'completed' });
    expect(completed.statusCode, completed.body).toBe(200);
    const commission = (1000 * platformCommissionPercent) / 100;
    expect((await w.walletOf(w.seller)).balance).toBe(sellerBefore + 1000 - commission);
    expect(await w.carrierOwed()).toBe(carrierBefore + kopecks(price));
    expect(completed.json<{ order: Order }>().order.safe_deal).toMatchObject({
      status: 'released',
      commission,
      seller_gets: 1000 - commission,
    });

    // The carrier reports the parcel collected later: nothing is paid twice.
    await w.advanceTo(order, 'received');
    expect((await w.walletOf(w.seller)).balance).toBe(sellerBefore + 1000 - commission);
    const notices = (await t.call('GET', '/notifications?type=order_status', buyer.token)).json<{
      data: Notification[];
    }>();
    const parcelNews = notices.data.map((notice) => notice.data.message);
    expect(parcelNews).toContain(deliveryLabels.parcelNoticeText.arrived);
    // The buyer confirmed first: the carrier's later «received» settles nothing and tells no one.
    expect(parcelNews).not.toContain(deliveryLabels.parcelNoticeText.received);
    await w.expectBooksBalanced();
  });

  it('pays the seller when the carrier reports the parcel collected, even if the buyer says nothing', async () => {
    const { order } = await w.shippedOrder();
    const sellerBefore = (await w.walletOf(w.seller)).balance;
    await w.advanceTo(order, 'received');
    expect(await w.orderOf(w.seller, order.id)).toMatchObject({
      status: 'completed',
      safe_deal: { status: 'released' },
    });
    // Told once the order has completed, so that the page the notice opens shows it.
    const notices = (await t.call('GET', '/notifications?type=order_status', w.seller.token)).json<{
      data: Notification[];
    }>();
    expect(notices.data[0]!.data).toMatchObject({
      title: deliveryLabels.parcelNoticeTitle(order.id),
      message: deliveryLabels.parcelNoticeText.received,
    });
    expect((await w.walletOf(w.seller)).balance).toBeGreaterThan(sellerBefore);
    await w.expectBooksBalanced();
  });

  it('goes back when the buyer refuses it: the goods refunded when it is back, the delivery the carrier’s', async () => {
    const productId = await w.adOf();
    const { buyer, order } = await w.shippedOrder(productId);
    expectRefused(
      await t.call('POST', `/order-points/${order.id}/refuse`, buyer.token),
      409,
      messages.deliveryRefuseNotArrived,
    );
    await w.advanceTo(order, 'arrived');
    expectRefused(
      await t.call('POST', `/order-points/${order.id}/refuse`, w.seller.token),
      409,
      messages.orderBuyerOnly,
    );
    const before = (await w.walletOf(buyer)).balance;
    const carrierBefore = await w.carrierOwed();

    const refused = await t.call('POST', `/order-points/${order.id}/refuse`, buyer.token);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<{ message: string; order: Order }>()).toMatchObject({
      message: messages.deliveryRefused,
      order: { status: 'shipped', delivery: { status: 'returning' } },
    });
    expect((await w.walletOf(buyer)).balance).toBe(before);

    await w.advanceTo(order, 'returned');
    expect(await w.orderOf(buyer, order.id)).toMatchObject({
      status: 'cancelled',
      safe_deal: { status: 'refunded' },
    });
    expect((await w.walletOf(buyer)).balance).toBe(before + 1000);
    expect(await w.carrierOwed()).toBe(carrierBefore + kopecks(order.delivery!.price));
    expect(await stockOf(productId)).toBe(10);
    await w.expectBooksBalanced();
  });

  it('is refunded in full when the carrier loses the parcel', async () => {
    const productId = await w.adOf();
    const { buyer, order } = await w.shippedOrder(productId);
    await w.advanceTo(order, 'in_transit');
    const before = (await w.walletOf(buyer)).balance;
    const lost = await w.advance(buyer, order.delivery!.shipment_id, 'lost');
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await w.orderOf(buyer, order.id)).toMatchObject({
      status: 'cancelled',
      delivery: { status: 'lost' },
    });
    expect((await w.walletOf(buyer)).balance).toBe(before + order.total_price);
    expect(await stockOf(productId)).toBe(9);
    expectRefused(await w.advance(buyer, order.delivery!.shipment_id), 409, messages.shipmentCannotMove);
    await w.expectBooksBalanced();
  });

  it('is cancelled and refunded in full when the seller does not hand the parcel in within 3 days', async () => {
    const productId = await w.adOf();
    const { buyer, order } = await w.shippedOrder(productId);
    const before = (await w.walletOf(buyer)).balance;
    await t.db
      .update(shipments)
      .set({ dropOffBy: new Date(Date.now() - 60_000) })
      .where(eq(shipments.id, order.delivery!.shipment_id));

    const settled = await t.app.services.delivery.settle();
    expect(settled).toMatchObject({ calledOff: 1, failed: 0 });
    expect(await w.orderOf(buyer, order.id)).toMatchObject({
      status: 'cancelled',
      delivery: { status: 'cancelled' },
    });
    expect((await w.walletOf(buyer)).balance).toBe(before + order.total_price);
    expect(await stockOf(productId)).toBe(10);
    expect((await t.app.services.delivery.settle()).calledOff).toBe(0);
    await w.expectBooksBalanced();
  });

  it('goes back when the buyer does not collect it within 5 days of arrival', async () => {
    const { buyer, order } = await w.shippedOrder();
    await w.advanceTo(order, 'arrived');
    await t.db
      .update(shipments)
      .set({ arrivedAt: new Date(Date.now() - 6 * 86_400_000) })
      .where(eq(shipments.id, order.delivery!.shipment_id));
    expect((await t.app.services.delivery.settle()).sentBack).toBe(1);
    expect((await w.orderOf(buyer, order.id)).delivery!.status).toBe('returning');
  });

  it('cancelled before shipping leaves an unmade parcel and refunds everything', async () => {
    const { buyer, order } = await w.paidOrder();
    const before = (await w.walletOf(buyer)).balance;
    const res = await t.call('DELETE', `/orders/${order.id}`, buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await w.orderOf(buyer, order.id)).toMatchObject({ delivery: { status: 'cancelled' } });
    expect((await w.walletOf(buyer)).balance).toBe(before + order.total_price);
  });
});

describe('refusals of a delivery order change nothing', () => {
  it('a point of another carrier, an ad without delivery, two sellers, an overweight parcel, no point', async () => {
    const buyer = await w.toppedUp(100);
    const [cdekPoint] = await t.db
      .insert(deliveryPoints)
      .values({
        carrier: 'cdek',
        code: 'KZN1',
        cityId: w.kazan.id,
        name: w.point.name,
        address: w.point.address,
        latitude: w.point.latitude,
        longitude: w.point.longitude,
        workTime: w.point.work_time,
      })
      .returning();
    const othersAd = await w.adOf();
    const other = await t.signedIn();
    await t.db.update(products).set({ userId: other.user.id }).where(eq(products.id, othersAd));
    const heavy = await w.adOf({ parcelSize: 'L', weightGrams: 9000 });
    const staying = await w.adOf({ deliveryAvailable: false, parcelSize: null, weightGrams: null });
    const ad = await w.adOf();

    const cases: [Awaited<ReturnType<typeof w.place>>, number, string][] = [
      [await w.place(buyer, ad, cdekPoint!.id), 422, messages.pickupPointNotFound],
      [await w.place(buyer, ad, 999_999), 422, messages.pickupPointNotFound],
      [await w.place(buyer, staying), 422, messages.deliveryNotOffered],
      [await w.place(buyer, heavy, w.point.id, 2), 422, messages.parcelTooHeavy('L')],
      [
        await t.call('POST', '/orders', buyer.token, {
          items: [
            { product_id: ad, quantity: 1 },
            { product_id: othersAd, quantity: 1 },
          ],
          delivery: { point_id: w.point.id },
        }),
        422,
        messages.deliveryOneSeller,
      ],
      [
        await t.call('POST', '/orders', buyer.token, {
          items: [{ product_id: ad, quantity: 1 }],
          delivery: {},
        }),
        422,
        messages.invalidInteger,
      ],
      [
        await t.call('POST', '/orders', buyer.token, { items: [{ product_id: ad, quantity: 1 }] }),
        422,
        messages.deliveryAddressRequired,
      ],
    ];
    for (const [res, status, message] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain(message.slice(0, 12));
    }
    expect(await stockOf(ad)).toBe(10);
    expect(await stockOf(heavy)).toBe(10);
    const mine = await t.call('GET', '/orders', buyer.token);
    expect(mine.json<{ data: Order[] }>().data).toEqual([]);
  });

  it('shipping an order whose buyer deleted their account', async () => {
    const { buyer, order } = await w.paidOrder();
    expect((await t.call('DELETE', '/user', buyer.token)).statusCode).toBe(200);
    expectRefused(await w.ship(w.seller, order.id), 409, messages.deliveryBuyerGone);
    expect((await w.orderOf(w.seller, order.id)).delivery!.status).toBe('pending');
    const cancelled = await t.call('DELETE', `/orders/${order.id}`, w.seller.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('shipping someone else’s order, an unpaid one, or without a key', async () => {
    const buyer = await w.toppedUp(2000);
    const placed = await w.place(buyer, await w.adOf());
    const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
    expectRefused(await w.ship(await t.signedIn(), order.id), 404, messages.orderNotFound);
    expectRefused(await w.ship(buyer, order.id), 409, messages.orderSellerOnly);
    expectRefused(await w.ship(w.seller, order.id), 409, messages.orderNotConfirmed);
    await t.call('POST', `/order-points/${order.id}/approve-manual`, w.seller.token, {
      approved_percentage: 100,
    });
    expectRefused(await w.ship(w.seller, order.id), 409, messages.deliveryShipNeedsPayment);
    expect((await w.ship(w.seller, order.id, null)).statusCode).toBe(422);
    expect((await w.orderOf(buyer, order.id)).delivery!.status).toBe('pending');
    expect(
      await t.db
        .select()
        .from(sandboxParcels)
        .where(eq(sandboxParcels.reference, String(order.delivery!.shipment_id))),
    ).toEqual([]);
    expectRefused(await w.advance(buyer, order.delivery!.shipment_id), 409, messages.shipmentCannotMove);
    expectRefused(
      await w.advance(await t.signedIn(), order.delivery!.shipment_id),
      404,
      messages.shipmentNotFound,
    );
  });
});
