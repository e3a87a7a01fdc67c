import type { CarrierName, ShipmentStatus as ParcelStatus } from '@mp/contract';

/** The carriers a parcel can travel with: the sandbox in development and tests, CDEK in production. */
export type { CarrierName };

/** A city of ours as a carrier is told of it: by name, region and centre (the carrier finds its own code). */
export interface CarrierCity {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
}

/** A carrier's point where parcels are dropped off and collected. */
export interface CarrierPoint {
  /** The carrier's own code of the point, e.g. CDEK's `MSK123`. */
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Opening hours as the carrier writes them, e.g. «Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00». */
  workTime: string;
}

/** A parcel's weight and its box, as the size class of the ad says (contract `parcelSizes`). */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface QuoteRequest {
  from: CarrierCity;
  to: CarrierCity;
  /** The point the buyer collects at, when chosen; a quote for the city otherwise. */
  toPointCode?: string;
  parcel: Parcel;
}

/** What carrying the parcel costs and how many days it takes, point to point. */
export interface Quote {
  priceKopecks: number;
  daysMin: number;
  daysMax: number;
}

export interface Person {
  name: string;
  /** +7XXXXXXXXXX */
  phone: string;
}

export interface ShipmentRequest {
  /** Our shipment's id: the carrier's order number, so that a repeated create makes no second parcel. */
  reference: string;
  from: CarrierCity;
  /** The point where the seller drops the parcel off. */
  fromPointCode: string;
  to: CarrierCity;
  /** The point where the buyer collects it. */
  toPointCode: string;
  parcel: Parcel;
  /** The goods' price, for the carrier's insurance. */
  declaredValueKopecks: number;
  description: string;
  sender: Person;
  recipient: Person;
}

export interface CreatedShipment {
  /** The carrier's id of the shipment (CDEK's order uuid). */
  carrierShipmentId: string;
  /** The number a person tracks the parcel by, when the carrier has given it already. */
  trackNumber: string | null;
}

/**
 * Where a parcel is, as a carrier can say (the contract's `shipmentStatuses` but our own `pending`, before
 * the carrier knows of it, and `cancelled`, which we decide): made and waiting for the seller (`created`),
 * taken in at the drop-off point (`accepted`), on its way (`in_transit`), at the pickup point (`arrived`),
 * collected (`received`), sent back after a refusal or when not collected (`returning`), back with the
 * seller (`returned`), or lost (`lost`).
 */
export type ShipmentStatus = Exclude<ParcelStatus, 'pending' | 'cancelled'>;

export interface ShipmentEvent {
  status: ShipmentStatus;
  at: Date;
  /** The carrier's own words and place for the move, e.g. «Принят на склад отправителя, Москва». */
  note: string;
}

/** A shipment as the carrier holds it, read back from it (never taken from a webhook's body). */
export interface ShipmentState {
  status: ShipmentStatus;
  trackNumber: string | null;
  /** Oldest first. */
  events: ShipmentEvent[];
}

/** A webhook as it reached us. */
export interface WebhookRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/** What a webhook says, once its authenticity is checked: which shipment to read back. */
export interface WebhookNotice {
  carrierShipmentId: string;
}

/**
 * A carrier (record 0170): only the edge of the world we cannot reach has a stand-in, and both
 * implement this. A webhook is a hint to read the shipment back, as a payment's notification is.
 */
export interface Carrier {
  readonly name: CarrierName;
  /** The carrier's pickup points in a city (the daily refresh keeps them in our database). */
  points(city: CarrierCity): Promise<CarrierPoint[]>;
  quote(request: QuoteRequest): Promise<Quote>;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Calls off a shipment the seller never handed in (the drop-off deadline passed). */
  cancelShipment(carrierShipmentId: string): Promise<void>;
  /** Sends an arrived parcel back to the seller: the buyer refused it, or did not collect it in time. */
  returnShipment(carrierShipmentId: string): Promise<void>;
  shipment(carrierShipmentId: string): Promise<ShipmentState>;
  /** The label or drop-off document the seller prints or shows at the point, as a PDF. */
  label(carrierShipmentId: string): Promise<Uint8Array>;
  /**
   * Checks a webhook as the carrier documents it and says which shipment it is about; undefined for a
   * forged one, or one that is not about a shipment's status.
   */
  webhook(request: WebhookRequest): WebhookNotice | undefined;
}

/** The carrier could not be reached or refused the request; nothing changed on our side. */
export class CarrierError extends Error {}
