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
import { cities } from './catalog.ts';

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
