import { deliveryDeadlines, messages, type ShipmentStatus } from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventBus } from '../../domain-events.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  CarrierError,
  type Carrier,
  type SandboxCarrier,
  type WebhookRequest,
} from '../../platform/delivery/index.ts';
import type { Shipments } from './shipments.ts';
import type { ShipmentRow, ShipmentsRepository } from './shipments-repository.ts';

const dayMs = 86_400_000;
/** A parcel on its way the carrier said nothing of for this long is asked about. */
const silentAfterMs = 60 * 60 * 1000;
/** Parcels asked about per run of the job, so that one run stays short. */
const pollBatch = 200;
const onTheWay: readonly ShipmentStatus[] = ['created', 'accepted', 'in_transit', 'arrived', 'returning'];

const carrierUnavailable = () => new HttpError(503, messages.deliveryShipUnavailable);

export interface ParcelNewsDeps {
  repository: ShipmentsRepository;
  carrier: Carrier;
  shipments: Shipments;
  events: Pick<DomainEventBus, 'transaction' | 'on'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export const isSandbox = (carrier: Carrier): carrier is SandboxCarrier => carrier.name === 'sandbox';

/**
 * What moves a parcel besides the seller and the buyer: the carrier's webhooks (checked as it documents,
 * then read back), the sandbox's hand-moved parcels, and the clocks — a parcel not handed in by its
 * deadline is called off, one not collected goes back, and a silent one is asked about.
 */
export function parcelNews({ repository, carrier, shipments, events, now, log }: ParcelNewsDeps) {
  // An order cancelled before it shipped leaves its parcel unmade: nothing to tell the carrier.
  events.on('order.moved', 'delivery.call-off-unsent', async ({ orderId, move }) => {
    if (move !== 'cancel') return;
    const row = await repository.byOrder(orderId);
    if (row?.status !== 'pending') return;
    await events.transaction((tx) =>
      repository.move(tx, row.id, 'pending', { status: 'cancelled', updatedAt: now() }),
    );
  });

  async function readBack(row: ShipmentRow): Promise<ShipmentStatus> {
    try {
      return await shipments.sync(row);
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      throw carrierUnavailable();
    }
  }

  /** Drop-off deadline passed: the carrier calls the shipment off, and the order is cancelled (by event). */
  async function callOff(row: ShipmentRow): Promise<boolean> {
    try {
      await carrier.cancelShipment(row.carrierShipmentId!);
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      // Handed in at the last moment, most likely: what the carrier says decides.
      await shipments.sync(row).catch(() => row.status);
      return false;
    }
    return events.transaction(async (tx, announce) => {
      const moved = await repository.move(tx, row.id, 'created', { status: 'cancelled', updatedAt: now() });
      if (moved) await shipments.announceMove(announce, row, 'cancelled');
      return moved;
    });
  }

  return {
    /**
     * `POST /api/delivery/webhooks/{carrier}`: a forged or stale notice is 401 and moves nothing; one about
     * a shipment we do not have is 404; otherwise the parcel is read back and what is new applied, so a
     * replayed notice changes nothing.
     */
    async webhook(carrierName: string, request: WebhookRequest): Promise<ShipmentStatus> {
      if (carrierName !== carrier.name) throw notFound(messages.deliveryCarrierUnknown);
      const notice = carrier.webhook(request);
      if (!notice) throw new HttpError(401, messages.carrierWebhookRefused);
      const row = await repository.byCarrierId(notice.carrierShipmentId);
      if (!row) throw notFound(messages.shipmentNotFound);
      return readBack(row);
    },

    /**
     * Outside production: a party of the order moves its sandbox parcel on (or back, or loses it), and the
     * sandbox's signed webhook is handled as a carrier's would be. 404 to anyone else.
     */
    async advanceSandbox(viewerId: number, shipmentId: number, body: { to?: 'returning' | 'lost' }) {
      const row = await repository.byId(shipmentId);
      if (!row || !isSandbox(carrier) || (row.buyerId !== viewerId && row.sellerId !== viewerId)) {
        throw notFound(messages.shipmentNotFound);
      }
      if (!row.carrierShipmentId) throw new HttpError(409, messages.shipmentCannotMove);
      let sent;
      try {
        sent = await carrier.advance(row.carrierShipmentId, body.to);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        throw new HttpError(409, messages.shipmentCannotMove);
      }
      const status = await this.webhook(carrier.name, { ...sent.webhook, query: {} });
      return { message: messages.shipmentMoved, status };
    },

    /** The hourly job: deadlines kept and silent parcels asked about. One parcel failing stops no other. */
    async settle() {
      const at = now().getTime();
      let calledOff = 0;
      let sentBack = 0;
      let failed = 0;
      for (const row of await repository.due(['created'], 'dropOffBy', new Date(at))) {
        if (await callOff(row).catch(() => ((failed += 1), false))) calledOff += 1;
      }
      const collectBefore = new Date(at - deliveryDeadlines.collectDays * dayMs);
      for (const row of await repository.due(['arrived'], 'arrivedAt', collectBefore)) {
        try {
          await carrier.returnShipment(row.carrierShipmentId!);
          if ((await shipments.sync(row)) === 'returning') sentBack += 1;
        } catch (error) {
          failed += 1;
          log.warn({ err: error, shipmentId: row.id }, 'an uncollected parcel was not sent back');
        }
      }
      const silent = await repository.silent(onTheWay, new Date(at - silentAfterMs), pollBatch);
      for (const row of silent) {
        await shipments.sync(row).catch((error: unknown) => {
          failed += 1;
          log.warn({ err: error, shipmentId: row.id }, 'the carrier did not say where the parcel is');
        });
      }
      return { calledOff, sentBack, polled: silent.length, failed };
    },
  };
}
