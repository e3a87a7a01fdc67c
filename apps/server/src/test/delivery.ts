import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeliveryPoint, Order, OrdersCreatedReply, OrderSavedReply, ShipmentStatus } from '@mp/contract';
import { ledgerAccounts } from '../db/schema/index.ts';
import { createCategory, createCity, createProduct, createSubcategory } from './fixtures.ts';
import type { SignedIn, useTestApp } from './harness.ts';
import { moneyHelpers, newKey } from './money.ts';

type TestApp = ReturnType<typeof useTestApp>;

/**
 * A seller in Moscow with ads that travel, a buyer's pickup point in Kazan, and the steps of a delivery
 * order through the real API and the sandbox carrier.
 */
export async function deliveryWorld(t: TestApp) {
  const helpers = moneyHelpers(t);
  const seller = await t.signedIn();
  const moscow = await createCity(t.db, {
    name: 'Москва',
    region: 'Москва',
    latitude: 55.75,
    longitude: 37.62,
  });
  const kazan = await createCity(t.db, {
    name: 'Казань',
    region: 'Татарстан',
    latitude: 55.79,
    longitude: 49.11,
  });
  const subcategory = await createSubcategory(t.db, (await createCategory(t.db)).id);
  const points = await t.call('GET', `/delivery/points?city_id=${kazan.id}`);
  expect(points.statusCode, points.body).toBe(200);
  const [point] = points.json<{ data: DeliveryPoint[] }>().data as [DeliveryPoint];

  /** An ad of the seller (1 000 ₽, 10 in stock) that ships as an S parcel of 1.2 kg unless told. */
  const adOf = async (values: Partial<Parameters<typeof createProduct>[1]> = {}) =>
    (
      await createProduct(t.db, {
        userId: seller.user.id,
        subcategory,
        cityId: moscow.id,
        quantity: 10,
        priceKopecks: 100_000,
        deliveryAvailable: true,
        parcelSize: 'S',
        weightGrams: 1200,
        ...values,
      })
    ).id;

  const place = (buyer: SignedIn, productId: number, pointId = point.id, quantity = 1) =>
    t.call('POST', '/orders', buyer.token, {
      items: [{ product_id: productId, quantity }],
      delivery: { point_id: pointId },
    });

  /** A delivery order placed, confirmed by the seller and paid in full by a buyer who had enough. */
  async function paidOrder(productId?: number) {
    const buyer = await helpers.toppedUp(2000);
    const placed = await place(buyer, productId ?? (await adOf()));
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<OrdersCreatedReply>().orders as [Order];
    const confirmed = await t.call('POST', `/order-points/${order.id}/approve-manual`, seller.token, {
      approved_percentage: 30,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = await helpers.money(`/order-points/${order.id}/pay`, buyer.token, {});
    expect(paid.statusCode, paid.body).toBe(200);
    return { buyer, order: paid.json<OrderSavedReply>().order };
  }

  const ship = (who: SignedIn, orderId: number, key: string | null = newKey()) =>
    helpers.money(`/order-points/${orderId}/ship`, who.token, undefined, key);

  /** A paid order shipped by the seller: its parcel `created` with the sandbox. */
  async function shippedOrder(productId?: number) {
    const { buyer, order } = await paidOrder(productId);
    const res = await ship(seller, order.id);
    expect(res.statusCode, res.body).toBe(200);
    return { buyer, order: res.json<OrderSavedReply>().order };
  }

  const orderOf = async (who: SignedIn, id: number) => {
    const res = await t.call('GET', `/orders/${id}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Order>();
  };

  const advance = (who: SignedIn, shipmentId: number, to?: 'returning' | 'lost') =>
    t.call('POST', `/delivery/sandbox/${shipmentId}/advance`, who.token, to ? { to } : {});

  /** Moves the order's sandbox parcel on until it reaches `status`. */
  async function advanceTo(order: Order, status: ShipmentStatus) {
    for (let step = 0; step < 6; step += 1) {
      const now = await orderOf(seller, order.id);
      if (now.delivery?.status === status) return now;
      const res = await advance(seller, now.delivery!.shipment_id);
      expect(res.statusCode, res.body).toBe(200);
    }
    throw new Error(`the parcel never reached ${status}`);
  }

  /** The carrier account's balance in kopecks (0 before anything was owed to a carrier). */
  const carrierOwed = async () => {
    const [row] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'carrier'));
    return row?.balance ?? 0;
  };

  return {
    ...helpers,
    seller,
    moscow,
    kazan,
    point,
    subcategory,
    adOf,
    place,
    paidOrder,
    ship,
    shippedOrder,
    orderOf,
    advance,
    advanceTo,
    carrierOwed,
  };
}
