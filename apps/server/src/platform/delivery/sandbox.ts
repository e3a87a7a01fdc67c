import crypto from 'node:crypto';
import { distanceKm } from '@mp/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxParcels, type SandboxParcelEvent } from '../../db/schema/index.ts';
import { streets } from '../../seed/content/people.ts';
import { Random } from '../../seed/random.ts';
import {
  CarrierError,
  type Carrier,
  type CarrierCity,
  type CarrierPoint,
  type Quote,
  type QuoteRequest,
  type ShipmentState,
  type ShipmentStatus,
  type WebhookNotice,
} from './carrier.ts';
import { sandboxLabel } from './sandbox-label.ts';

/** Points the sandbox lists in every city. */
const pointsPerCity = 8;
/** How far from the city's centre its points lie, at most. */
const pointsRadiusKm = 6;
/** A signed webhook older than this is refused, so that a copied one cannot be sent again later. */
const webhookMaxAgeMs = 5 * 60 * 1000;
export const sandboxSignatureHeader = 'x-sandbox-signature';

/** What the sandbox charges: a base, a share of the distance and of the weight, in kopecks. */
const tariff = { baseKopecks: 19_000, perThousandKmKopecks: 9_000, perKgKopecks: 4_000 };

/** The path a parcel takes, one move per `advance`, and where a return or a loss may start. */
const nextOnTheWay: Partial<Record<ShipmentStatus, ShipmentStatus>> = {
  created: 'accepted',
  accepted: 'in_transit',
  in_transit: 'arrived',
  arrived: 'received',
  returning: 'returned',
};
const canTurnBack: readonly ShipmentStatus[] = ['accepted', 'in_transit', 'arrived'];
const notes: Record<ShipmentStatus, string> = {
  created: 'Заказ создан, ждёт отправителя',
  accepted: 'Принят в пункте отправки',
  in_transit: 'В пути',
  arrived: 'Прибыл в пункт выдачи',
  received: 'Получен',
  returning: 'Возвращается отправителю',
  returned: 'Возвращён отправителю',
  lost: 'Утерян',
};

const seedOf = (city: CarrierCity) =>
  crypto.createHash('sha256').update(`${city.region}|${city.name}`).digest().readUInt32BE(0);

/** A point `km` away from `city`'s centre in the direction `angle` (radians). */
function around(city: CarrierCity, km: number, angle: number) {
  const latitude = city.latitude + (km / 111) * Math.sin(angle);
  const longitude =
    city.longitude + (km / (111 * Math.cos((city.latitude * Math.PI) / 180))) * Math.cos(angle);
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** The number a person tracks a sandbox parcel by: our shipment's reference, padded. */
const trackNumberOf = (reference: string) => `SBX${reference.padStart(10, '0')}`;

/** The signature of a sandbox webhook: HMAC-SHA256 of `<shipment id>.<sent at>` under our secret. */
export const sandboxSignature = (secret: string, shipmentId: string, sentAt: string): string =>
  crypto.createHmac('sha256', secret).update(`${shipmentId}.${sentAt}`).digest('hex');

export interface SandboxCarrier extends Carrier {
  /**
   * Moves a parcel on (outside production only, `POST /api/delivery/sandbox/{id}/advance`): to its next
   * status, or to `returning` or `lost` where it can turn so; returns the webhook the sandbox sends.
   */
  advance(
    carrierShipmentId: string,
    to?: 'returning' | 'lost',
  ): Promise<{ status: ShipmentStatus; webhook: SandboxWebhook }>;
}

export interface SandboxWebhook {
  headers: Record<string, string>;
  body: { shipment_id: string; sent_at: string };
}

/**
 * The development and test carrier: believable points in every city (on streets every Russian city has),
 * prices by distance and weight, and parcels kept in our own `sandbox_parcels` table that move only when
 * told to, each move announced by a webhook signed with our secret, as a carrier's would be.
 */
export function sandboxCarrier(
  db: Db,
  webhookSecret: string,
  now: () => Date = () => new Date(),
): SandboxCarrier {
  async function parcel(id: string) {
    const [row] = await db.select().from(sandboxParcels).where(eq(sandboxParcels.id, id));
    if (!row) throw new CarrierError(`sandbox: no parcel ${id}`);
    return row;
  }

  const statusOf = (events: SandboxParcelEvent[]) => (events.at(-1)?.status ?? 'created') as ShipmentStatus;

  const webhookFor = (shipmentId: string): SandboxWebhook => {
    const sentAt = now().toISOString();
    return {
      headers: { [sandboxSignatureHeader]: sandboxSignature(webhookSecret, shipmentId, sentAt) },
      body: { shipment_id: shipmentId, sent_at: sentAt },
    };
  };

  async function advance(
    carrierShipmentId: string,
    to?: 'returning' | 'lost',
  ): Promise<{ status: ShipmentStatus; webhook: SandboxWebhook }> {
    const row = await parcel(carrierShipmentId);
    const current = statusOf(row.events);
    const next = to
      ? to === 'lost'
        ? nextOnTheWay[current]
          ? 'lost'
          : undefined
        : canTurnBack.includes(current)
          ? 'returning'
          : undefined
      : nextOnTheWay[current];
    if (!next) throw new CarrierError(`sandbox: a parcel ${current} cannot move ${to ?? 'on'}`);
    const event: SandboxParcelEvent = { status: next, at: now().toISOString(), note: notes[next] };
    // Compare-and-set on the number of moves: two advances at once move the parcel once.
    const moved = await db
      .update(sandboxParcels)
      .set({ events: sql`${sandboxParcels.events} || ${JSON.stringify([event])}::jsonb` })
      .where(
        sql`${sandboxParcels.id} = ${carrierShipmentId} and jsonb_array_length(${sandboxParcels.events}) = ${row.events.length}`,
      )
      .returning({ id: sandboxParcels.id });
    if (moved.length === 0) throw new CarrierError('sandbox: the parcel moved meanwhile');
    return { status: next, webhook: webhookFor(carrierShipmentId) };
  }

  return {
    name: 'sandbox',

    async points(city: CarrierCity): Promise<CarrierPoint[]> {
      const random = new Random(seedOf(city));
      const prefix = `SBX-${seedOf(city).toString(36).toUpperCase()}`;
      return random.sample(streets, pointsPerCity).map((street, index) => ({
        code: `${prefix}-${index + 1}`,
        name: `Пункт выдачи на ${street}`,
        address: `${city.name}, ${street}, ${random.int(1, 150)}`,
        ...around(city, 0.5 + random.next() * pointsRadiusKm, random.next() * 2 * Math.PI),
        workTime: random.chance(0.5) ? 'Пн–Вс 09:00–21:00' : 'Пн–Пт 10:00–20:00, Сб–Вс 10:00–18:00',
      }));
    },

    async quote({ from, to, parcel }: QuoteRequest): Promise<Quote> {
      const km = distanceKm(from, to);
      const priceKopecks =
        tariff.baseKopecks +
        Math.round((km / 1000) * tariff.perThousandKmKopecks) +
        Math.ceil(parcel.weightGrams / 1000) * tariff.perKgKopecks;
      const daysMin = km < 50 ? 1 : 2 + Math.floor(km / 1500);
      // Whole roubles, as carriers quote.
      return {
        priceKopecks: Math.ceil(priceKopecks / 100) * 100,
        daysMin,
        daysMax: daysMin + (km < 50 ? 1 : 3),
      };
    },

    async createShipment(request) {
      const id = `sbx-${request.reference}`;
      const created: SandboxParcelEvent = { status: 'created', at: now().toISOString(), note: notes.created };
      await db
        .insert(sandboxParcels)
        .values({
          id,
          reference: request.reference,
          fromPoint: request.fromPointCode,
          toPoint: request.toPointCode,
          events: [created],
        })
        .onConflictDoNothing({ target: sandboxParcels.reference });
      return { carrierShipmentId: id, trackNumber: trackNumberOf(request.reference) };
    },

    async shipment(carrierShipmentId: string): Promise<ShipmentState> {
      const row = await parcel(carrierShipmentId);
      return {
        status: statusOf(row.events),
        trackNumber: trackNumberOf(row.reference),
        events: row.events.map((event) => ({
          status: event.status as ShipmentStatus,
          at: new Date(event.at),
          note: event.note,
        })),
      };
    },

    async label(carrierShipmentId: string): Promise<Uint8Array> {
      const row = await parcel(carrierShipmentId);
      return sandboxLabel({
        trackNumber: trackNumberOf(row.reference),
        fromPoint: row.fromPoint,
        toPoint: row.toPoint,
      });
    },

    async cancelShipment(carrierShipmentId) {
      // Only a parcel not yet handed in (its one move is `created`), decided in the statement itself.
      const removed = await db
        .delete(sandboxParcels)
        .where(
          sql`${sandboxParcels.id} = ${carrierShipmentId} and jsonb_array_length(${sandboxParcels.events}) = 1`,
        )
        .returning({ id: sandboxParcels.id });
      if (removed.length === 0) {
        throw new CarrierError('sandbox: only a parcel not yet handed in can be called off');
      }
    },

    async returnShipment(carrierShipmentId) {
      const row = await parcel(carrierShipmentId);
      if (statusOf(row.events) === 'returning') return;
      await advance(carrierShipmentId, 'returning');
    },

    webhook({ headers, body }): WebhookNotice | undefined {
      if (typeof body !== 'object' || body === null) return undefined;
      const { shipment_id: shipmentId, sent_at: sentAt } = body as Record<string, unknown>;
      if (typeof shipmentId !== 'string' || typeof sentAt !== 'string') return undefined;
      const age = now().getTime() - Date.parse(sentAt);
      if (!(age >= -60_000 && age <= webhookMaxAgeMs)) return undefined;
      const given = Buffer.from(headers[sandboxSignatureHeader] ?? '', 'hex');
      const expected = Buffer.from(sandboxSignature(webhookSecret, shipmentId, sentAt), 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
      return { carrierShipmentId: shipmentId };
    },

    advance,
  };
}
