import {
  deliveryDeadlines,
  distanceKm,
  finalShipmentStatuses,
  messages,
  type City,
  type DeliveryPoint,
  type OrderDelivery,
  type OrderParty,
  type ShipmentStatus,
} from '@mp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ShipmentParcel } from '../../db/schema/index.ts';
import type { Announce, DomainEventBus } from '../../domain-events.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { CarrierError, type Carrier, type Person } from '../../platform/delivery/index.ts';
import { carrierCityOf } from './quotes.ts';
import type { DeliveryRepository } from './repository.ts';
import type { ShipmentRow, ShipmentsRepository } from './shipments-repository.ts';

const dayMs = 86_400_000;

/** The order of a parcel's statuses: a report moves it only forward, so a late or replayed one changes nothing. */
const rank: Record<ShipmentStatus, number> = {
  pending: 0,
  created: 1,
  accepted: 2,
  in_transit: 3,
  arrived: 4,
  returning: 5,
  received: 6,
  returned: 7,
  lost: 7,
  cancelled: 7,
};
export const movesForward = (from: ShipmentStatus, to: ShipmentStatus): boolean =>
  !finalShipmentStatuses.includes(from) && rank[to] > rank[from];

/** How many drop-off points the seller is shown, nearest first. */
const dropOffPointsShown = 3;

export interface ShipmentsDeps {
  repository: ShipmentsRepository;
  points: DeliveryRepository;
  carrier: Carrier;
  events: Pick<DomainEventBus, 'transaction'>;
  cityById: (id: number) => Promise<City | undefined>;
  /** A city's points, read from the carrier first if never read. */
  ensurePoints: (city: City) => Promise<void>;
  /** An order party's name and phone, as the carrier is told. */
  person: (userId: number) => Promise<Person>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface NewParcel {
  orderId: number;
  buyerId: number;
  sellerId: number;
  pointId: number;
  fromCityId: number;
  priceKopecks: number;
  parcel: ShipmentParcel;
}

const pointView = (point: {
  id: number;
  carrier: 'sandbox' | 'cdek';
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  workTime: string;
}): DeliveryPoint => ({
  id: point.id,
  carrier: point.carrier,
  name: point.name,
  address: point.address,
  latitude: point.latitude,
  longitude: point.longitude,
  work_time: point.workTime,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type Shipments = ReturnType<typeof shipments>;

/**
 * Orders' parcels (issue 29, record 0172): made with the order, handed to the carrier when the seller ships,
 * moved on only by what the carrier reports, read back from it (a webhook is a hint, never the truth).
 */
export function shipments(deps: ShipmentsDeps) {
  const { repository, points, carrier, events, now, log } = deps;

  async function nearestPoints(cityId: number, limit: number) {
    const city = await deps.cityById(cityId);
    if (!city) return [];
    await deps.ensurePoints(city);
    const { rows } = await points.points({ cityId, carrier: carrier.name, words: [], offset: 0, limit: 500 });
    return rows.toSorted((a, b) => distanceKm(city, a) - distanceKm(city, b)).slice(0, limit);
  }

  /**
   * Reads the parcel back from the carrier and applies what is new: its moves recorded, its status moved
   * forward by compare-and-set, and `shipment.moved` announced in the same transaction. Resolves to the
   * status it has now.
   */
  async function sync(row: ShipmentRow): Promise<ShipmentStatus> {
    if (!row.carrierShipmentId) return row.status;
    const state = await carrier.shipment(row.carrierShipmentId);
    const at = now();
    const next: ShipmentStatus = state.status;
    const moved = await events.transaction(async (tx, announce) => {
      await repository.addEvents(
        tx,
        row.id,
        state.events.map((event) => ({ status: event.status, note: event.note, at: event.at })),
      );
      if (!movesForward(row.status, next)) return false;
      const arrivedAt = state.events.findLast((event) => event.status === 'arrived')?.at ?? at;
      const values = {
        status: next,
        trackNumber: state.trackNumber ?? row.trackNumber,
        updatedAt: at,
        checkedAt: at,
        ...(next === 'arrived' && { arrivedAt }),
      };
      if (!(await repository.move(tx, row.id, row.status, values))) return false;
      await announceMove(announce, row, next);
      return true;
    });
    if (!moved) await repository.checked(row.id, at);
    return moved ? next : ((await repository.byId(row.id))?.status ?? row.status);
  }

  const announceMove = (announce: Announce, row: ShipmentRow, status: ShipmentStatus) =>
    announce('shipment.moved', {
      shipmentId: row.id,
      orderId: row.orderId,
      status,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
    });

  async function ofOrder(orderId: number): Promise<ShipmentRow> {
    const row = await repository.byOrder(orderId);
    if (!row) throw conflict(messages.orderNoDelivery);
    return row;
  }

  return {
    sync,
    announceMove,

    /** Makes the parcel of a delivery order, `pending`, in the order's transaction. */
    async open(tx: Db, parcel: NewParcel): Promise<void> {
      await repository.insert(tx, { ...parcel, carrier: carrier.name, createdAt: now(), updatedAt: now() });
    },

    /** The parcel's status of a delivery order; undefined for an order without delivery. */
    async statusOf(orderId: number): Promise<ShipmentStatus | undefined> {
      return (await repository.byOrder(orderId))?.status;
    },

    /** The orders' deliveries as `role` sees them: the seller also where to drop the parcel off. */
    async ofOrders(orderIds: readonly number[], role: OrderParty): Promise<Map<number, OrderDelivery>> {
      const rows = await repository.ofOrders(orderIds);
      const deliveries = new Map<number, OrderDelivery>();
      for (const { shipment, point, events: moves } of rows) {
        const handing = role === 'seller' && shipment.status === 'created';
        const collectBy =
          shipment.status === 'arrived' && shipment.arrivedAt
            ? new Date(shipment.arrivedAt.getTime() + deliveryDeadlines.collectDays * dayMs)
            : null;
        deliveries.set(shipment.orderId, {
          carrier: shipment.carrier,
          point: pointView(point),
          price: shipment.priceKopecks / 100,
          status: shipment.status,
          shipment_id: shipment.id,
          track_number: shipment.trackNumber,
          drop_off_by: shipment.status === 'created' ? iso(shipment.dropOffBy) : null,
          collect_by: iso(collectBy),
          drop_off_points: handing
            ? (await nearestPoints(shipment.fromCityId, dropOffPointsShown)).map(pointView)
            : [],
          label_url:
            role === 'seller' && shipment.carrierShipmentId ? `/orders/${shipment.orderId}/label` : null,
          events: moves.map((move) => ({ status: move.status, at: move.at.toISOString(), note: move.note })),
        });
      }
      return deliveries;
    },

    /**
     * The seller ships: the carrier makes the shipment (ours once however often asked: its reference is our
     * parcel's id), from the point nearest to the seller's city centre. Nothing of ours changes yet: the
     * order's transaction records it with `markShipped`. 503 when the carrier cannot be reached.
     */
    async createWithCarrier(orderId: number, goods: { valueKopecks: number; description: string }) {
      const row = await ofOrder(orderId);
      if (row.status !== 'pending') throw conflict(messages.orderAlreadyShipped);
      try {
        const [from] = await nearestPoints(row.fromCityId, 1);
        const to = await points.point(row.pointId);
        const [fromCity, toCity] = await Promise.all([
          deps.cityById(row.fromCityId),
          to && deps.cityById(to.cityId),
        ]);
        if (!from || !to || !fromCity || !toCity) throw new CarrierError('no drop-off or pickup point');
        const created = await carrier.createShipment({
          reference: String(row.id),
          from: carrierCityOf(fromCity),
          fromPointCode: from.code,
          to: carrierCityOf(toCity),
          toPointCode: to.code,
          parcel: row.parcel,
          declaredValueKopecks: goods.valueKopecks,
          description: goods.description,
          sender: await deps.person(row.sellerId ?? 0),
          recipient: await deps.person(row.buyerId ?? 0),
        });
        return { ...created, fromPointId: from.id };
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        log.warn({ err: error, orderId }, 'the carrier did not make the shipment');
        throw new HttpError(503, messages.deliveryShipUnavailable);
      }
    },

    /**
     * Records the carrier's shipment in the order's transaction: `pending` → `created` by compare-and-set,
     * with the drop-off deadline. Resolves to the deadline, or undefined when another request did it first.
     */
    async markShipped(
      tx: Db,
      orderId: number,
      created: { carrierShipmentId: string; trackNumber: string | null; fromPointId: number },
    ): Promise<Date | undefined> {
      const at = now();
      const dropOffBy = new Date(at.getTime() + deliveryDeadlines.dropOffDays * dayMs);
      const moved = await repository.moveByOrder(tx, orderId, 'pending', {
        status: 'created',
        carrierShipmentId: created.carrierShipmentId,
        trackNumber: created.trackNumber,
        fromPointId: created.fromPointId,
        dropOffBy,
        checkedAt: at,
        updatedAt: at,
      });
      return moved ? dropOffBy : undefined;
    },

    /** The buyer refuses an arrived parcel: the carrier sends it back, and the money follows its return. */
    async refuse(orderId: number): Promise<void> {
      const row = await ofOrder(orderId);
      if (row.status !== 'arrived') throw conflict(messages.deliveryRefuseNotArrived);
      try {
        await carrier.returnShipment(row.carrierShipmentId!);
        await sync(row);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        throw new HttpError(503, messages.deliveryShipUnavailable);
      }
    },

    /** Reads the order's parcel back from the carrier now (its first moves, once shipped); a failure waits for the poll. */
    async syncOrder(orderId: number): Promise<void> {
      const row = await repository.byOrder(orderId);
      if (!row) return;
      try {
        await sync(row);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        log.warn({ err: error, orderId }, 'the carrier did not say where the parcel is');
      }
    },

    /** The parcel's moves, to the order's parties (checked by the caller). */
    async tracking(orderId: number) {
      const row = await ofOrder(orderId);
      const moves = await repository.events([row.id]);
      return {
        status: row.status,
        track_number: row.trackNumber,
        events: moves.map((move) => ({ status: move.status, at: move.at.toISOString(), note: move.note })),
      };
    },

    /** The carrier's label of the order's shipment, as a PDF; 404 before it is made. */
    async label(orderId: number): Promise<Uint8Array> {
      const row = await ofOrder(orderId);
      if (!row.carrierShipmentId) throw notFound(messages.shipmentNotFound);
      try {
        return await carrier.label(row.carrierShipmentId);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        throw new HttpError(503, messages.deliveryShipUnavailable);
      }
    },
  };
}
