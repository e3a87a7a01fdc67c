import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shipmentStatuses } from '@mp/contract';
import { cities } from './catalog.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Carriers' pickup points, refreshed daily from each carrier (modules/delivery). */
export const deliveryPoints = pgTable(
  'delivery_points',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier', { enum: ['sandbox', 'cdek'] }).notNull(),
    /** The carrier's own code of the point. */
    code: text('code').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    workTime: text('work_time').notNull(),
    /** A point the carrier no longer lists is kept (orders name it) but not offered. */
    active: boolean('active').notNull().default(true),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    unique('delivery_points_carrier_code_unique').on(t.carrier, t.code),
    index('delivery_points_city_idx').on(t.cityId, t.carrier),
  ],
);

/** One move of a sandbox parcel, as the sandbox carrier reports it. */
export interface SandboxParcelEvent {
  status: string;
  at: string;
  note: string;
}

/** The sandbox carrier's own parcels (platform/delivery/sandbox.ts): what a real carrier keeps on its side. */
export const sandboxParcels = pgTable('sandbox_parcels', {
  id: text('id').primaryKey(),
  /** Our shipment's reference: one parcel per reference, however often it is asked for. */
  reference: text('reference').notNull().unique(),
  fromPoint: text('from_point').notNull(),
  toPoint: text('to_point').notNull(),
  events: jsonb('events').$type<SandboxParcelEvent[]>().notNull().default([]),
  createdAt: at('created_at').notNull().defaultNow(),
});

export interface ShipmentParcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * An order's parcel (modules/delivery, issue 29): made with the order, `pending` until the seller ships;
 * its status changes only by compare-and-set, from what the carrier reports.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The order's parties, for the notices and for who may see the parcel; null once an account is deleted. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    carrier: text('carrier', { enum: ['sandbox', 'cdek'] }).notNull(),
    /** Where the buyer collects it. */
    pointId: integer('point_id')
      .notNull()
      .references(() => deliveryPoints.id),
    /** The seller's city, where the parcel starts. */
    fromCityId: integer('from_city_id')
      .notNull()
      .references(() => cities.id),
    /** Where the seller drops it off: the point nearest to the seller, chosen when shipping. */
    fromPointId: integer('from_point_id').references(() => deliveryPoints.id),
    priceKopecks: integer('price_kopecks').notNull(),
    /** The parcel as it was priced: weight and box. */
    parcel: jsonb('parcel').$type<ShipmentParcel>().notNull(),
    status: text('status', { enum: shipmentStatuses }).notNull().default('pending'),
    carrierShipmentId: text('carrier_shipment_id').unique(),
    trackNumber: text('track_number'),
    dropOffBy: at('drop_off_by'),
    arrivedAt: at('arrived_at'),
    /** When the carrier was last asked where the parcel is: the poll reads silent ones again. */
    checkedAt: at('checked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('shipments_status_idx').on(t.status, t.checkedAt)],
);

/** A parcel's moves as the carrier reported them; a status is recorded once, however often it is reported. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status', { enum: shipmentStatuses }).notNull(),
    note: text('note').notNull(),
    at: at('at').notNull(),
  },
  (t) => [unique('shipment_events_status_unique').on(t.shipmentId, t.status)],
);
