import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { ShipmentStatus } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { deliveryPoints, shipmentEvents, shipments } from '../../db/schema/index.ts';

export type ShipmentsRepository = ReturnType<typeof shipmentsRepository>;
export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/** The SQL of orders' parcels. A status changes only by compare-and-set, in the caller's transaction. */
export function shipmentsRepository(db: Db) {
  return {
    async insert(tx: Db, shipment: NewShipment): Promise<number> {
      const [row] = await tx.insert(shipments).values(shipment).returning({ id: shipments.id });
      return row!.id;
    },

    async byId(id: number) {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
      return row;
    },

    async byOrder(orderId: number) {
      const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      return row;
    },

    async byCarrierId(carrierShipmentId: string) {
      const [row] = await db
        .select()
        .from(shipments)
        .where(eq(shipments.carrierShipmentId, carrierShipmentId));
      return row;
    },

    /** The parcels of these orders with their pickup points and moves. */
    async ofOrders(orderIds: readonly number[]) {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({ shipment: shipments, point: deliveryPoints })
        .from(shipments)
        .innerJoin(deliveryPoints, eq(deliveryPoints.id, shipments.pointId))
        .where(inArray(shipments.orderId, [...orderIds]));
      const events = await this.events(rows.map((row) => row.shipment.id));
      return rows.map((row) => ({
        ...row,
        events: events.filter((event) => event.shipmentId === row.shipment.id),
      }));
    },

    async events(shipmentIds: readonly number[]): Promise<ShipmentEventRow[]> {
      if (shipmentIds.length === 0) return [];
      return db
        .select()
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.shipmentId, [...shipmentIds]))
        .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
    },

    /**
     * The only write of a parcel's status: from `from` to the values' status, in the caller's transaction.
     * Resolves to false when the parcel had moved on meanwhile.
     */
    async move(tx: Db, id: number, from: ShipmentStatus, values: Partial<NewShipment>): Promise<boolean> {
      const rows = await tx
        .update(shipments)
        .set(values)
        .where(and(eq(shipments.id, id), eq(shipments.status, from)))
        .returning({ id: shipments.id });
      return rows.length > 0;
    },

    /** The same compare-and-set, by the parcel's order. */
    async moveByOrder(tx: Db, orderId: number, from: ShipmentStatus, values: Partial<NewShipment>) {
      const rows = await tx
        .update(shipments)
        .set(values)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.status, from)))
        .returning({ id: shipments.id });
      return rows.length > 0;
    },

    /** Records the carrier's moves; one already recorded (a replayed report) is kept as it was. */
    async addEvents(
      tx: Db,
      shipmentId: number,
      events: readonly Omit<ShipmentEventRow, 'id' | 'shipmentId'>[],
    ) {
      if (events.length === 0) return;
      await tx
        .insert(shipmentEvents)
        .values(events.map((event) => ({ ...event, shipmentId })))
        .onConflictDoNothing();
    },

    async checked(id: number, at: Date) {
      await db.update(shipments).set({ checkedAt: at }).where(eq(shipments.id, id));
    },

    /** Parcels in `statuses` whose `column` moment is before `before`, oldest first. */
    async due(statuses: readonly ShipmentStatus[], column: 'dropOffBy' | 'arrivedAt', before: Date) {
      return db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.status, [...statuses]), lt(shipments[column], before)))
        .orderBy(asc(shipments.id));
    },

    /** Parcels on the way that the carrier was last asked about before `before` (or never). */
    async silent(statuses: readonly ShipmentStatus[], before: Date, limit: number) {
      return db
        .select()
        .from(shipments)
        .where(
          and(
            inArray(shipments.status, [...statuses]),
            or(isNull(shipments.checkedAt), lt(shipments.checkedAt, before)),
          ),
        )
        .orderBy(asc(shipments.checkedAt))
        .limit(limit);
    },
  };
}
