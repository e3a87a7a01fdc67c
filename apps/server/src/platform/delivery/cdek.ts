import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  CarrierError,
  type Carrier,
  type CarrierCity,
  type CreatedShipment,
  type Parcel,
  type Person,
  type ShipmentRequest,
  type ShipmentState,
} from './carrier.ts';
import { cdekClient, CdekRefusal, type CdekAccess } from './cdek-client.ts';
import { cdekEvents } from './cdek-statuses.ts';

/** «Посылка склад-склад»: the seller drops the parcel off at a point, the buyer collects it at one. */
const tariffCode = 136;
/**
 * Order type 1 «интернет-магазин», not 2 «доставка»: CDEK keeps our `number` on type 1 orders only, and
 * finding the order by it (`GET /orders?im_number=`) is what keeps a repeated create from making a second
 * parcel. It takes the marketplace's «Договор с ИМ» with CDEK, and an item list in each package.
 */
const orderType = 1;
const labelAttempts = 30;

export interface CdekOptions extends CdekAccess {
  /** The secret our webhook address carries (`?secret=`): CDEK signs nothing it sends. */
  webhookSecret: string;
  /** The wait between asks whether a label is made; 1 s unless told. */
  labelPollMs?: number;
}

const numberLike = z.union([z.string(), z.number()]).transform(String);
const dateTime = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)))
  .transform((text) => new Date(text));

const citiesSchema = z.array(
  z.object({
    code: z.number().int(),
    region: z.string().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  }),
);
const pointsSchema = z.array(
  z.object({
    code: z.string().min(1),
    name: z.string(),
    work_time: z.string().default(''),
    location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  }),
);
const tariffSchema = z.object({
  total_sum: z.number().nonnegative(),
  period_min: z.number().int(),
  period_max: z.number().int(),
});
const entitySchema = z.object({ entity: z.object({ uuid: z.string().min(1) }) });
/**
 * CDEK's answer to a change of an order (`DELETE /orders/{uuid}`, `POST /orders/{uuid}/refusal`): 202 and
 * the request it took. An INVALID one never gets here: the client makes it a CdekRefusal.
 */
const requestTakenSchema = entitySchema.extend({
  requests: z
    .array(z.object({ request_uuid: z.string().optional(), type: z.string(), state: z.string() }))
    .min(1),
});
const orderSchema = z.object({
  entity: z.object({
    uuid: z.string().min(1),
    cdek_number: numberLike.optional(),
    statuses: z
      .array(
        z
          .object({
            code: z.string(),
            name: z.string(),
            date_time: dateTime,
            reason_code: numberLike.optional(),
            city: z.string().optional(),
          })
          .transform(({ date_time, reason_code, ...status }) => ({
            ...status,
            at: date_time,
            reasonCode: reason_code,
          })),
      )
      .default([]),
  }),
  related_entities: z.array(z.object({ type: z.string(), uuid: z.string().optional() })).default([]),
});
const barcodeSchema = z.object({
  entity: z.object({
    url: z.string().optional(),
    statuses: z.array(z.object({ code: z.string() })).default([]),
  }),
});
const webhookSchema = z.object({
  type: z.literal('ORDER_STATUS'),
  uuid: z.guid(),
  attributes: z
    .object({
      is_return: z.boolean().optional(),
      related_entities: z.array(z.object({ type: z.string(), uuid: z.guid() })).optional(),
    })
    .optional(),
});

const kopecksOf = (roubles: number) => Math.round(roubles * 100);
const plain = (text: string) => text.toLowerCase().replaceAll('ё', 'е').trim();

/** CDEK's units: whole grams and whole centimetres. */
const packageOf = (parcel: Parcel) => ({
  weight: Math.ceil(parcel.weightGrams),
  length: Math.ceil(parcel.lengthCm),
  width: Math.ceil(parcel.widthCm),
  height: Math.ceil(parcel.heightCm),
});

const contactOf = (person: Person) => ({ name: person.name, phones: [{ number: person.phone }] });

function orderOf(request: ShipmentRequest) {
  const parcel = packageOf(request.parcel);
  return {
    type: orderType,
    number: request.reference,
    tariff_code: tariffCode,
    shipment_point: request.fromPointCode,
    delivery_point: request.toPointCode,
    // Paid on our site: CDEK takes nothing from the buyer at the point.
    delivery_recipient_cost: { value: 0 },
    sender: contactOf(request.sender),
    recipient: contactOf(request.recipient),
    packages: [
      {
        number: request.reference,
        ...parcel,
        items: [
          {
            name: request.description.slice(0, 255),
            ware_key: request.reference,
            payment: { value: 0 },
            // What CDEK insures the parcel for.
            cost: request.declaredValueKopecks / 100,
            weight: parcel.weight,
            amount: 1,
          },
        ],
      },
    ],
  };
}

/** Of the places CDEK gives for a name, the one in our city's region nearest our city's centre. */
function closest(found: z.infer<typeof citiesSchema>, city: CarrierCity) {
  const region = plain(city.region);
  const inRegion = found.filter(
    (place) =>
      place.region !== undefined &&
      (plain(place.region).includes(region) || region.includes(plain(place.region))),
  );
  const distance = ({ latitude, longitude }: (typeof found)[number]) =>
    latitude === undefined || longitude === undefined
      ? Number.MAX_VALUE
      : (latitude - city.latitude) ** 2 + (longitude - city.longitude) ** 2;
  const candidates = inRegion.length > 0 ? inRegion : found;
  return candidates.reduce<(typeof found)[number] | undefined>(
    (best, place) => (best === undefined || distance(place) < distance(best) ? place : best),
    undefined,
  );
}

function sameSecret(given: string | undefined, secret: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * CDEK's API v2 (https://api.cdek.ru/v2; https://api.edu.cdek.ru/v2 for tests), tariff 136 from point to
 * point. Any failure, CDEK's own refusals included, is a CarrierError. A webhook only names the order to read
 * back: `shipment` asks CDEK.
 */
export function cdekCarrier({ webhookSecret, labelPollMs = 1000, ...access }: CdekOptions): Carrier {
  const client = cdekClient(access);
  const cityCodes = new Map<string, number>();

  async function cityCode(city: CarrierCity) {
    const key = `${city.name}\n${city.region}`;
    const known = cityCodes.get(key);
    if (known !== undefined) return known;
    const found = await client.json(citiesSchema, {
      method: 'GET',
      path: '/location/cities',
      query: { country_codes: 'RU', city: city.name },
    });
    const code = closest(found, city)?.code;
    if (code === undefined) throw new CarrierError(`CDEK knows no city ${city.name} (${city.region})`);
    cityCodes.set(key, code);
    return code;
  }

  const readOrder = (uuid: string) =>
    client.json(orderSchema, { method: 'GET', path: `/orders/${encodeURIComponent(uuid)}` });

  async function shipmentOf(uuid: string): Promise<ShipmentState> {
    const order = await readOrder(uuid);
    const returnUuid = order.related_entities.find((related) => related.type === 'return_order')?.uuid;
    const back = returnUuid ? (await readOrder(returnUuid)).entity.statuses : [];
    const events = cdekEvents(order.entity.statuses, back);
    return {
      status: events.at(-1)?.status ?? 'created',
      trackNumber: order.entity.cdek_number ?? null,
      events,
    };
  }

  /**
   * CDEK refused a change of an order: is the order where the change would have put it already? Then the
   * change is done, e.g. asked a second time after a reply that never reached us. CDEK's documentation
   * names no error code for «already removed» or «refusal already registered», so the order itself is
   * read back instead of matching its words. Otherwise (or if the order cannot be read) the refusal stands.
   */
  async function alreadyDone(refused: unknown, check: () => Promise<boolean>) {
    if (!(refused instanceof CdekRefusal)) return false;
    return check().catch(() => false);
  }

  async function orderByNumber(number: string): Promise<CreatedShipment | undefined> {
    try {
      const { entity } = await client.json(orderSchema, {
        method: 'GET',
        path: '/orders',
        query: { im_number: number },
      });
      return { carrierShipmentId: entity.uuid, trackNumber: entity.cdek_number ?? null };
    } catch (err) {
      if (err instanceof CdekRefusal && err.codes.includes('v2_entity_not_found_im_number')) return undefined;
      throw err;
    }
  }

  return {
    name: 'cdek',

    async points(city) {
      const found = await client.json(pointsSchema, {
        method: 'GET',
        path: '/deliverypoints',
        // Offices that both take parcels in and give them out: either end of a 136 parcel may be any of them.
        query: { city_code: await cityCode(city), type: 'PVZ', is_reception: true, is_handout: true },
      });
      return found.map((point) => ({
        code: point.code,
        name: point.name,
        address: point.location.address,
        latitude: point.location.latitude,
        longitude: point.location.longitude,
        workTime: point.work_time,
      }));
    },

    // Tariff 136 is priced from city to city: which of the city's points (`toPointCode`) does not matter.
    async quote({ from, to, parcel }) {
      const [fromCode, toCode] = await Promise.all([cityCode(from), cityCode(to)]);
      const tariff = await client.json(tariffSchema, {
        method: 'POST',
        path: '/calculator/tariff',
        body: {
          type: orderType,
          tariff_code: tariffCode,
          from_location: { code: fromCode },
          to_location: { code: toCode },
          packages: [packageOf(parcel)],
        },
      });
      return {
        priceKopecks: kopecksOf(tariff.total_sum),
        daysMin: tariff.period_min,
        daysMax: tariff.period_max,
      };
    },

    async createShipment(request) {
      const existing = await orderByNumber(request.reference);
      if (existing) return existing;
      const { entity } = await client.json(entitySchema, {
        method: 'POST',
        path: '/orders',
        body: orderOf(request),
      });
      // CDEK gives the order its number (the track number) once it has checked it, after this reply.
      return { carrierShipmentId: entity.uuid, trackNumber: null };
    },

    // «Удаление заказа»: CDEK deletes an order only while no parcel has moved on its side (status «Создан»);
    // one handed in at the point is refused with an INVALID request.
    async cancelShipment(carrierShipmentId) {
      try {
        await client.json(requestTakenSchema, {
          method: 'DELETE',
          path: `/orders/${encodeURIComponent(carrierShipmentId)}`,
        });
      } catch (err) {
        const removed = async () =>
          (await readOrder(carrierShipmentId)).entity.statuses.some((status) => status.code === 'REMOVED');
        if (await alreadyDone(err, removed)) return;
        throw err;
      }
    },

    // «Регистрация отказа»: CDEK marks the order «Не вручен» and opens a return order to the seller's point.
    // It takes a refusal only before «Вручен» / «Не вручен», so a repeated one is INVALID: it counts as done
    // when the parcel reads back as on its way back or back already (a lost one is no return: it stays refused).
    async returnShipment(carrierShipmentId) {
      try {
        await client.json(requestTakenSchema, {
          method: 'POST',
          path: `/orders/${encodeURIComponent(carrierShipmentId)}/refusal`,
        });
      } catch (err) {
        const goingBack = async () => {
          const { status } = await shipmentOf(carrierShipmentId);
          return status === 'returning' || status === 'returned';
        };
        if (await alreadyDone(err, goingBack)) return;
        throw err;
      }
    },

    shipment: shipmentOf,

    async label(carrierShipmentId) {
      const print = await client.json(entitySchema, {
        method: 'POST',
        path: '/print/barcodes',
        body: { orders: [{ order_uuid: carrierShipmentId }], copy_count: 1, format: 'A6' },
      });
      for (let attempt = 0; attempt < labelAttempts; attempt++) {
        await sleep(labelPollMs);
        const { entity } = await client.json(barcodeSchema, {
          method: 'GET',
          path: `/print/barcodes/${encodeURIComponent(print.entity.uuid)}`,
        });
        if (entity.url) {
          const file = await client.file(entity.url);
          if (new TextDecoder().decode(file.body.subarray(0, 5)) !== '%PDF-')
            throw new CarrierError(`CDEK gave a label that is not a PDF (${file.contentType})`);
          return file.body;
        }
        if (entity.statuses.some((status) => status.code === 'INVALID' || status.code === 'REMOVED'))
          throw new CarrierError('CDEK could not make the label');
      }
      throw new CarrierError(`CDEK did not make the label in ${labelAttempts} asks`);
    },

    webhook({ query, body }) {
      if (!sameSecret(query.secret, webhookSecret)) return undefined;
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return undefined;
      const { uuid, attributes } = parsed.data;
      // A return order's move is news of our order, which it names as its direct order.
      const direct = attributes?.is_return
        ? attributes.related_entities?.find((related) => related.type === 'direct_order')?.uuid
        : undefined;
      return { carrierShipmentId: direct ?? uuid };
    },
  };
}

/**
 * Subscribes our webhook address (with `?secret=`) to CDEK's order status notices and gives the
 * subscription's uuid. CDEK keeps one address per type: subscribing again replaces it.
 */
export async function subscribeCdekWebhook(
  options: CdekAccess & { webhookSecret: string },
  webhookUrl: string,
): Promise<string> {
  const url = new URL(webhookUrl);
  url.searchParams.set('secret', options.webhookSecret);
  const { entity } = await cdekClient(options).json(entitySchema, {
    method: 'POST',
    path: '/webhooks',
    body: { type: 'ORDER_STATUS', url: url.toString() },
  });
  return entity.uuid;
}
