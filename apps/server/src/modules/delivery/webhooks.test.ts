import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryLabels, messages, type Notification, type Order } from '@mp/contract';
import { sandboxParcels, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { sandboxSignature, sandboxSignatureHeader } from '../../platform/delivery/sandbox.ts';
import { deliveryWorld } from '../../test/delivery.ts';
import { expectRefused } from '../../test/refusals.ts';
import { useTestApp } from '../../test/harness.ts';
import { newKey } from '../../test/money.ts';

const jwtSecret = 'a-test-signing-secret-of-at-least-32-characters';
const t = useTestApp({ env: () => ({ JWT_SECRET: jwtSecret }) });
let w: Awaited<ReturnType<typeof deliveryWorld>>;

beforeAll(async () => {
  w = await deliveryWorld(t);
});

/** The key the sandbox signs with: derived from the server's secret, as platform/delivery/index.ts does. */
const sandboxKey = () =>
  crypto.createHmac('sha256', jwtSecret).update('sandbox delivery webhooks').digest('hex');

const webhook = (shipmentId: string, { secret = sandboxKey(), sentAt = new Date().toISOString() } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/delivery/webhooks/sandbox',
    headers: { [sandboxSignatureHeader]: sandboxSignature(secret, shipmentId, sentAt) },
    payload: { shipment_id: shipmentId, sent_at: sentAt },
  });

const parcelOf = async (order: Order) =>
  (await t.db.select().from(shipments).where(eq(shipments.id, order.delivery!.shipment_id)))[0]!;
const eventsOf = async (order: Order) =>
  t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, order.delivery!.shipment_id));

/** The sandbox moves the parcel on its side only, as a carrier does before its webhook reaches us. */
async function moveAtTheCarrier(carrierId: string, status: string) {
  const [parcel] = await t.db.select().from(sandboxParcels).where(eq(sandboxParcels.id, carrierId));
  await t.db
    .update(sandboxParcels)
    .set({ events: [...parcel!.events, { status, at: new Date().toISOString(), note: status }] })
    .where(eq(sandboxParcels.id, carrierId));
}

describe('POST /api/delivery/webhooks/{carrier}', () => {
  it('reads the shipment back on a signed notice; a replayed one changes nothing', async () => {
    const { buyer, order } = await w.shippedOrder();
    const { carrierShipmentId } = await parcelOf(order);
    await moveAtTheCarrier(carrierShipmentId!, 'accepted');

    const res = await webhook(carrierShipmentId!);
    expect(res.statusCode, res.body).toBe(200);
    expect((await parcelOf(order)).status).toBe('accepted');
    const events = await eventsOf(order);
    expect(events.map((event) => event.status)).toEqual(['created', 'accepted']);

    const again = await webhook(carrierShipmentId!);
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(order)).toEqual(events);
    const notices = await t.call('GET', '/notifications?type=order_status', buyer.token);
    const accepted = notices
      .json<{ data: Notification[] }>()
      .data.filter((notice) => notice.data.message === deliveryLabels.parcelNoticeText.accepted);
    expect(accepted).toHaveLength(1);
  });

  it('refuses a forged, stale, unknown or malformed notice and moves nothing', async () => {
    const { order } = await w.shippedOrder();
    const { carrierShipmentId } = await parcelOf(order);
    await moveAtTheCarrier(carrierShipmentId!, 'accepted');
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();

    expectRefused(
      await webhook(carrierShipmentId!, { secret: 'not-our-secret' }),
      401,
      messages.carrierWebhookRefused,
    );
    expectRefused(await webhook(carrierShipmentId!, { sentAt: stale }), 401, messages.carrierWebhookRefused);
    expectRefused(await webhook('sbx-999999'), 404, messages.shipmentNotFound);
    const noSignature = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/webhooks/sandbox',
      payload: { shipment_id: carrierShipmentId, sent_at: new Date().toISOString() },
    });
    expectRefused(noSignature, 401, messages.carrierWebhookRefused);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(garbage.statusCode).toBe(400);
    const otherCarrier = await t.app.inject({
      method: 'POST',
      url: '/api/delivery/webhooks/cdek',
      payload: { type: 'ORDER_STATUS', uuid: carrierShipmentId },
    });
    expectRefused(otherCarrier, 404, messages.deliveryCarrierUnknown);
    expect((await parcelOf(order)).status).toBe('created');
  });
});

describe('a parcel whose webhooks went silent', () => {
  it('is asked about by the hourly job once nothing was heard of it for an hour', async () => {
    const { order } = await w.shippedOrder();
    const { carrierShipmentId } = await parcelOf(order);
    await moveAtTheCarrier(carrierShipmentId!, 'accepted');
    await t.app.services.delivery.settle();
    expect((await parcelOf(order)).status).toBe('created');

    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.db
      .update(shipments)
      .set({ checkedAt: twoHoursAgo })
      .where(eq(shipments.id, order.delivery!.shipment_id));
    const settled = await t.app.services.delivery.settle();
    expect(settled.polled).toBeGreaterThanOrEqual(1);
    const parcel = await parcelOf(order);
    expect(parcel.status).toBe('accepted');
    expect(parcel.checkedAt!.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
  });
});

describe('delivery orders under concurrency', () => {
  it('two ships of one order at once make one shipment and one move', async () => {
    const { buyer, order } = await w.paidOrder();
    const replies = await Promise.all([
      w.ship(w.seller, order.id, newKey()),
      w.ship(w.seller, order.id, newKey()),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const parcels = await t.db
      .select()
      .from(sandboxParcels)
      .where(eq(sandboxParcels.reference, String(order.delivery!.shipment_id)));
    expect(parcels).toHaveLength(1);
    expect((await parcelOf(order)).carrierShipmentId).toBe(parcels[0]!.id);
    expect((await w.orderOf(buyer, order.id)).status).toBe('shipped');
  });

  it('a webhook racing the drop-off deadline ends one way: handed in and going on, or called off and refunded', async () => {
    const { buyer, order } = await w.shippedOrder();
    const before = (await w.walletOf(buyer)).balance;
    await t.db
      .update(shipments)
      .set({ dropOffBy: new Date(Date.now() - 1000) })
      .where(eq(shipments.id, order.delivery!.shipment_id));

    const [advanced] = await Promise.all([
      w.advance(w.seller, order.delivery!.shipment_id),
      t.app.services.delivery.settle(),
    ]);
    const now = await w.orderOf(buyer, order.id);
    const refunded = (await w.walletOf(buyer)).balance === before + order.total_price;
    if (now.delivery!.status === 'cancelled') {
      expect(now.status).toBe('cancelled');
      expect(refunded).toBe(true);
      expect(advanced.statusCode).not.toBe(200);
    } else {
      expect(now.delivery!.status).toBe('accepted');
      expect(now.status).toBe('shipped');
      expect(refunded).toBe(false);
    }
    await w.expectBooksBalanced();
  });
});
