import { z } from 'zod';
import { carrierNames, deliveryPointSchema } from './delivery.ts';

/**
 * Where an order's parcel is (issue 29): `pending` until the seller presses «Отправить», then the
 * carrier's path (`created` → `accepted` → `in_transit` → `arrived` → `received`), or a return
 * (`returning` → `returned`), a loss (`lost`), or `cancelled` (the order was cancelled before the parcel
 * was handed in, or the seller missed the drop-off deadline).
 */
export const shipmentStatuses = [
  'pending',
  'created',
  'accepted',
  'in_transit',
  'arrived',
  'received',
  'returning',
  'returned',
  'lost',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** The statuses a parcel leaves no more. */
export const finalShipmentStatuses: readonly ShipmentStatus[] = ['received', 'returned', 'lost', 'cancelled'];

/** A move of the parcel as the carrier reported it. */
export const shipmentEventSchema = z.object({
  status: z.enum(shipmentStatuses),
  at: z.string(),
  /** The carrier's own words, e.g. «Принят в пункте отправки». */
  note: z.string(),
});
export type ShipmentEventView = z.infer<typeof shipmentEventSchema>;

/**
 * An order's delivery, as its parties see it: the buyer's pickup point and price, the parcel's status and
 * track number, the deadlines, and (for the seller, once shipped) where to drop it off and its label.
 */
export const orderDeliverySchema = z.object({
  carrier: z.enum(carrierNames),
  point: deliveryPointSchema,
  price: z.number(),
  status: z.enum(shipmentStatuses),
  shipment_id: z.number().int(),
  track_number: z.string().nullable(),
  /** The seller hands the parcel in before this moment, or the order is cancelled. */
  drop_off_by: z.string().nullable(),
  /** The buyer collects the parcel before this moment, or it goes back. */
  collect_by: z.string().nullable(),
  /** The seller's: where to drop the parcel off, nearest first (empty for the buyer). */
  drop_off_points: z.array(deliveryPointSchema),
  /** The seller's label to print or show at the point, once the shipment is made. */
  label_url: z.string().nullable(),
  events: z.array(shipmentEventSchema),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** `GET /api/orders/{id}/tracking`. */
export const orderTrackingSchema = z.object({
  status: z.enum(shipmentStatuses),
  track_number: z.string().nullable(),
  events: z.array(shipmentEventSchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** `POST /api/delivery/sandbox/{shipment_id}/advance`: the next status, or a turn back or a loss. */
export const sandboxAdvanceBodySchema = z
  .object({ to: z.enum(['returning', 'lost']).optional() })
  .default({});
export type SandboxAdvanceBody = z.input<typeof sandboxAdvanceBodySchema>;
