import type { ShipmentEvent, ShipmentStatus } from './carrier.ts';

/** One entry of an order's `statuses`, as CDEK gives them (newest first). */
export interface CdekStatus {
  code: string;
  name: string;
  at: Date;
  reasonCode?: string;
  city?: string;
}

/**
 * CDEK's order status codes in our words. Source: the API v2 documentation, «Приложение 1. Статусы
 * заказов» (api-docs.cdek.ru), as transcribed with its descriptions in spoleto-software/Spoleto.Delivery
 * (Enums/OrderStatus.cs); CDEK's own SDK cdek-it/sdk2.0 (Constants.php) lists an older part of it.
 * INVALID («Некорректный заказ») makes no event: CDEK reports it as a refused request, and we do the same.
 * REMOVED (an order deleted on CDEK's side) makes none either.
 */
const ourStatusOf: Record<string, ShipmentStatus> = {
  ACCEPTED: 'created', // «Принят»: made, CDEK still checks it
  CREATED: 'created',
  RECEIVED_AT_SHIPMENT_WAREHOUSE: 'accepted',
  READY_TO_SHIP_AT_SENDING_OFFICE: 'in_transit',
  READY_FOR_SHIPMENT_IN_SENDER_CITY: 'in_transit',
  // «Возвращен на склад …»: back on a CDEK shelf on the way; the documentation says it is no return.
  RETURNED_TO_SENDER_CITY_WAREHOUSE: 'in_transit',
  TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY: 'in_transit',
  SENT_TO_TRANSIT_CITY: 'in_transit',
  ACCEPTED_IN_TRANSIT_CITY: 'in_transit',
  ACCEPTED_AT_TRANSIT_WAREHOUSE: 'in_transit',
  RETURNED_TO_TRANSIT_WAREHOUSE: 'in_transit',
  READY_TO_SHIP_IN_TRANSIT_OFFICE: 'in_transit',
  READY_FOR_SHIPMENT_IN_TRANSIT_CITY: 'in_transit',
  TAKEN_BY_TRANSPORTER_FROM_TRANSIT_CITY: 'in_transit',
  SENT_TO_RECIPIENT_CITY: 'in_transit',
  ACCEPTED_IN_RECIPIENT_CITY: 'in_transit',
  ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE: 'in_transit',
  TAKEN_BY_COURIER: 'in_transit',
  RETURNED_TO_RECIPIENT_CITY_WAREHOUSE: 'in_transit',
  IN_CUSTOMS_INTERNATIONAL: 'in_transit',
  SHIPPED_TO_DESTINATION: 'in_transit',
  PASSED_TO_TRANSIT_CARRIER: 'in_transit',
  IN_CUSTOMS_LOCAL: 'in_transit',
  CUSTOMS_COMPLETE: 'in_transit',
  ACCEPTED_AT_PICK_UP_POINT: 'arrived',
  POSTOMAT_POSTED: 'arrived',
  DELIVERED: 'received',
  POSTOMAT_RECEIVED: 'received',
  NOT_DELIVERED: 'returning', // «Не вручен»: refused or not collected; CDEK makes a return order
  POSTOMAT_SEIZED: 'returning',
  SENT_TO_SENDER_CITY: 'returning',
  ACCEPTED_IN_SENDER_CITY: 'returning',
  // The older spellings the documentation still lists beside the codes above.
  PASSED_TO_CARRIER_AT_SENDING_OFFICE: 'in_transit',
  SEND_TO_TRANSIT_OFFICE: 'in_transit',
  MET_AT_TRANSIT_OFFICE: 'in_transit',
  PASSED_TO_CARRIER_AT_TRANSIT_OFFICE: 'in_transit',
  MET_AT_RECIPIENT_OFFICE: 'in_transit',
  ENTERED_TO_OFFICE_TRANSIT_WAREHOUSE: 'in_transit',
  ENTERED_TO_DELIVERY_WAREHOUSE: 'in_transit',
  ENTERED_TO_WAREHOUSE_ON_DEMAND: 'in_transit', // «Поступил»: not yet given out, unlike «Принят»
  MET_AT_SENDING_OFFICE: 'returning',
};

/** «Утерян», a reason code of «Приложение 2. Дополнительные статусы»: CDEK lost the parcel. */
const lostReason = '26';
const handedOver = new Set(['DELIVERED', 'POSTOMAT_RECEIVED']);
const noEvent = new Set(['INVALID', 'REMOVED']);

function eventOf(status: CdekStatus, ours: ShipmentStatus | undefined): ShipmentEvent[] {
  if (!ours || noEvent.has(status.code)) return [];
  return [
    {
      status: status.reasonCode === lostReason ? 'lost' : ours,
      at: status.at,
      note: status.city ? `${status.name}, ${status.city}` : status.name,
    },
  ];
}

/**
 * A parcel's moves, oldest first: the order's own, then those of the return order CDEK makes when the
 * parcel is not collected. The return order runs to the seller's point, so its handing over is `returned`.
 */
export function cdekEvents(direct: CdekStatus[], back: CdekStatus[]): ShipmentEvent[] {
  // CDEK lists the newest first: each list is turned round, and the stable sort keeps that among equal times.
  const events = [
    ...direct.toReversed().flatMap((status) => eventOf(status, ourStatusOf[status.code])),
    ...back
      .toReversed()
      .flatMap((status) => eventOf(status, handedOver.has(status.code) ? 'returned' : 'returning')),
  ];
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
