import type { OrderDelivery, ShipmentStatus } from '@mp/contract';

/** A step of the parcel's way, with when the carrier reported it and its own words. */
export interface TimelineStep {
  status: ShipmentStatus;
  at: string | null;
  note: string | null;
  /** The parcel has been here (the current step too). */
  done: boolean;
  /** Where the parcel is now. */
  current: boolean;
}

/** The way a parcel goes: accepted → in transit → at the pickup point → received. */
const forward: readonly ShipmentStatus[] = ['accepted', 'in_transit', 'arrived', 'received'];
/** The way back to the seller. */
const back: readonly ShipmentStatus[] = ['returning', 'returned'];

/**
 * The timeline of `delivery`: the forward way while the parcel is on it; once it turns back, is lost or
 * called off, the steps it made and then that turn. Each step is dated by its first event.
 */
export function timelineOf({ status, events }: Pick<OrderDelivery, 'status' | 'events'>): TimelineStep[] {
  const first = new Map<ShipmentStatus, { at: string; note: string }>();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of ordered) if (!first.has(event.status)) first.set(event.status, event);
  const made = forward.filter((step) => first.has(step));
  const path: readonly ShipmentStatus[] = back.includes(status)
    ? [...made, ...back]
    : status === 'lost' || status === 'cancelled'
      ? [...made, status]
      : forward;
  const now = path.indexOf(status);
  return path.map((step, index) => ({
    status: step,
    at: first.get(step)?.at ?? null,
    note: first.get(step)?.note ?? null,
    done: index <= now || first.has(step),
    current: index === now,
  }));
}
