import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCdekServer, type CdekServer } from '../../test/cdek-server.ts';
import { startFakeHttp } from '../../test/fake-http.ts';
import { CarrierError, type CarrierCity, type ShipmentRequest } from './carrier.ts';
import { cdekCarrier, subscribeCdekWebhook, type CdekOptions } from './cdek.ts';

/** CDEK's API v2 on the loopback interface. */
let cdek: CdekServer;
beforeAll(async () => {
  cdek = await startCdekServer();
});
afterAll(() => cdek.close());
beforeEach(() => {
  cdek.received.length = 0;
});

const webhookSecret = 'hook-secret-7f3a91';
const carrier = (more: Partial<CdekOptions> = {}) =>
  cdekCarrier({
    clientId: cdek.clientId,
    clientSecret: cdek.clientSecret,
    apiUrl: cdek.url,
    webhookSecret,
    labelPollMs: 1,
    ...more,
  });

const moscow: CarrierCity = { name: 'Москва', region: 'Москва', latitude: 55.75, longitude: 37.62 };
const piter: CarrierCity = {
  name: 'Санкт-Петербург',
  region: 'Санкт-Петербург',
  latitude: 59.94,
  longitude: 30.31,
};
const parcel = { weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 10.5 };

const calls = (pathname: string, method = 'GET') =>
  cdek.received.filter((request) => request.url.pathname === pathname && request.method === method);
const tokenCalls = () => calls('/v2/oauth/token', 'POST');
const bodyOf = (request: { body: string } | undefined) => JSON.parse(request!.body) as unknown;

const shipmentRequest = (changes: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  reference: crypto.randomUUID(),
  from: moscow,
  fromPointCode: 'MSK123',
  to: piter,
  toPointCode: 'SPB45',
  parcel,
  declaredValueKopecks: 450_000,
  description: 'Кроссовки Nike Air, 42 размер',
  sender: { name: 'Иван Петров', phone: '+79161234567' },
  recipient: { name: 'Анна Смирнова', phone: '+79217654321' },
  ...changes,
});

describe('the CDEK carrier', () => {
  it('fetch a token once with the client credentials, reuse it, and fetch it again once after a 401', async () => {
    const c = carrier();
    await c.points(moscow);
    await c.points(piter);
    expect(tokenCalls()).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls()[0]!.body);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'client_credentials',
      client_id: cdek.clientId,
      client_secret: cdek.clientSecret,
    });
    const others = cdek.received.filter((request) => request.url.pathname !== '/v2/oauth/token');
    expect(others).toHaveLength(4);
    expect(new Set(others.map((request) => request.headers.authorization)).size).toBe(1);
    expect(others[0]!.headers.authorization).toMatch(/^Bearer .+/);

    cdek.expireTokens();
    cdek.received.length = 0;
    expect(await c.points(moscow)).toHaveLength(1);
    expect(tokenCalls()).toHaveLength(1);
    expect(calls('/v2/deliverypoints')).toHaveLength(2);

    await expect(carrier({ clientSecret: 'wrong' }).points(moscow)).rejects.toThrow(
      /CDEK refused our credentials \(401\): Bad client credentials/,
    );
  });

  it('find a city by name, by region and then centre when several share it, and reuse its code', async () => {
    const c = carrier();
    const cityCode = () => calls('/v2/deliverypoints').at(-1)!.url.searchParams.get('city_code');
    await c.points({ name: 'Кировск', region: 'Ленинградская область', latitude: 67, longitude: 33 });
    expect(cityCode()).toBe('1042');
    const asked = calls('/v2/location/cities')[0]!.url.searchParams;
    expect(asked.get('city')).toBe('Кировск');
    expect(asked.get('country_codes')).toBe('RU');

    await c.points({ name: 'Никольское', region: 'Ленинградская область', latitude: 60.7, longitude: 33.1 });
    expect(cityCode()).toBe('2052');
    await c.points({ name: 'Никольское', region: 'Ленинградская область', latitude: 60.7, longitude: 33.1 });
    expect(calls('/v2/location/cities')).toHaveLength(2);

    await expect(
      c.points({ name: 'Нигдеград', region: 'Москва', latitude: 55, longitude: 37 }),
    ).rejects.toBeInstanceOf(CarrierError);
  });

  it('give the offices that take parcels in and give them out, mapped', async () => {
    expect(await carrier().points(moscow)).toEqual([
      {
        code: 'MSK123',
        name: 'На Тверской',
        address: 'ул. Тверская, 7',
        latitude: 55.7579,
        longitude: 37.6123,
        workTime: 'Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00',
      },
    ]);
    const query = Object.fromEntries(calls('/v2/deliverypoints')[0]!.url.searchParams);
    expect(query).toEqual({ city_code: '44', type: 'PVZ', is_reception: 'true', is_handout: 'true' });
  });

  it('quote tariff 136 in grams and centimetres, and give roubles back as kopecks with the days', async () => {
    const c = carrier();
    const quote = await c.quote({ from: moscow, to: piter, toPointCode: 'SPB45', parcel });
    // The stand-in asks 210.55 ₽ + 0.09 ₽ a gram: 318.55 ₽ for 1200 g.
    expect(quote).toEqual({ priceKopecks: 31_855, daysMin: 2, daysMax: 4 });
    expect(tokenCalls()).toHaveLength(1);
    expect(bodyOf(calls('/v2/calculator/tariff', 'POST')[0])).toEqual({
      type: 1,
      tariff_code: 136,
      from_location: { code: 44 },
      to_location: { code: 137 },
      packages: [{ weight: 1200, length: 30, width: 20, height: 11 }],
    });

    const weightless = { ...parcel, weightGrams: 0 };
    const refused = c.quote({ from: moscow, to: piter, parcel: weightless });
    await expect(refused).rejects.toBeInstanceOf(CarrierError);
    await expect(refused).rejects.toThrow(/packages\[0\]\.weight is empty/);
  });

  it('create an order with our reference as its number, and not a second one for the same reference', async () => {
    const c = carrier();
    const request = shipmentRequest();
    const before = cdek.orders.size;
    const created = await c.createShipment(request);
    expect(created).toEqual({ carrierShipmentId: expect.any(String) as string, trackNumber: null });
    expect(calls('/v2/orders')[0]!.url.searchParams.get('im_number')).toBe(request.reference);
    expect(bodyOf(calls('/v2/orders', 'POST')[0])).toEqual({
      type: 1,
      number: request.reference,
      tariff_code: 136,
      shipment_point: 'MSK123',
      delivery_point: 'SPB45',
      delivery_recipient_cost: { value: 0 },
      sender: { name: 'Иван Петров', phones: [{ number: '+79161234567' }] },
      recipient: { name: 'Анна Смирнова', phones: [{ number: '+79217654321' }] },
      packages: [
        {
          number: request.reference,
          weight: 1200,
          length: 30,
          width: 20,
          height: 11,
          items: [
            {
              name: 'Кроссовки Nike Air, 42 размер',
              ware_key: request.reference,
              payment: { value: 0 },
              cost: 4500,
              weight: 1200,
              amount: 1,
            },
          ],
        },
      ],
    });

    const again = await c.createShipment(request);
    const order = cdek.orders.get(created.carrierShipmentId)!;
    expect(again).toEqual({ carrierShipmentId: created.carrierShipmentId, trackNumber: order.cdekNumber });
    expect(calls('/v2/orders', 'POST')).toHaveLength(1);
    expect(cdek.orders.size).toBe(before + 1);
  });

  it('refuse with CDEK’s own words when it finds the order invalid', async () => {
    const c = carrier();
    const before = cdek.orders.size;
    const badPhone = shipmentRequest({ recipient: { name: 'Анна', phone: '89217654321' } });
    await expect(c.createShipment(badPhone)).rejects.toThrow(
      /Некорректный номер телефона: recipient\.phones\[0\]\.number/,
    );
    await expect(c.createShipment(shipmentRequest({ toPointCode: 'MSK77X' }))).rejects.toThrow(
      /Передан некорректный код ПВЗ получателя/,
    );
    await expect(c.shipment(crypto.randomUUID())).rejects.toThrow(/Entity is not found by uuid/);
    expect(cdek.orders.size).toBe(before);
  });

  it('read the statuses back oldest first in our words, with the track number', async () => {
    const c = carrier();
    const { carrierShipmentId: uuid } = await c.createShipment(shipmentRequest());
    expect(await c.shipment(uuid)).toMatchObject({ status: 'created', events: [{}, {}] });

    cdek.addStatus(uuid, 'RECEIVED_AT_SHIPMENT_WAREHOUSE', 'Принят на склад отправителя');
    cdek.addStatus(uuid, 'SENT_TO_RECIPIENT_CITY', 'Отправлен в г. получатель');
    cdek.addStatus(uuid, 'ACCEPTED_AT_PICK_UP_POINT', 'Принят на склад до востребования', {
      city: 'Санкт-Петербург',
    });
    cdek.addStatus(uuid, 'DELIVERED', 'Вручен', { city: 'Санкт-Петербург' });
    const state = await c.shipment(uuid);
    expect(state.status).toBe('received');
    expect(state.trackNumber).toBe(cdek.orders.get(uuid)!.cdekNumber);
    expect(state.events.map((event) => event.status)).toEqual([
      'created',
      'created',
      'accepted',
      'in_transit',
      'arrived',
      'received',
    ]);
    expect(state.events[2]!.note).toBe('Принят на склад отправителя, Москва');
    expect(state.events[4]!.note).toBe('Принят на склад до востребования, Санкт-Петербург');
    const times = state.events.map((event) => event.at.getTime());
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });

  it('follow a parcel not collected back to the seller, and tell a lost one', async () => {
    const c = carrier();
    const { carrierShipmentId: uuid } = await c.createShipment(shipmentRequest());
    cdek.addStatus(uuid, 'ACCEPTED_AT_PICK_UP_POINT', 'Принят на склад до востребования');
    cdek.addStatus(uuid, 'NOT_DELIVERED', 'Не вручен', { reasonCode: '23' });
    const back = cdek.openReturn(uuid);
    expect((await c.shipment(uuid)).status).toBe('returning');
    cdek.addStatus(back, 'ACCEPTED_AT_PICK_UP_POINT', 'Принят на склад до востребования');
    expect((await c.shipment(uuid)).status).toBe('returning');
    cdek.addStatus(back, 'DELIVERED', 'Вручен');
    const state = await c.shipment(uuid);
    expect(state.events.map((event) => event.status)).toEqual([
      'created',
      'created',
      'arrived',
      'returning',
      'returning',
      'returning',
      'returned',
    ]);

    const { carrierShipmentId: lost } = await c.createShipment(shipmentRequest());
    cdek.addStatus(lost, 'RECEIVED_AT_SHIPMENT_WAREHOUSE', 'Принят на склад отправителя');
    cdek.addStatus(lost, 'NOT_DELIVERED', 'Не вручен', { reasonCode: '26' });
    expect((await c.shipment(lost)).status).toBe('lost');
  });

  it('call off an order not handed in, and not one CDEK has taken in', async () => {
    const c = carrier();
    const { carrierShipmentId: uuid } = await c.createShipment(shipmentRequest());
    cdek.expireTokens();
    cdek.received.length = 0;
    await c.cancelShipment(uuid);
    expect(tokenCalls()).toHaveLength(1);
    const deletes = calls(`/v2/orders/${uuid}`, 'DELETE');
    expect(deletes).toHaveLength(2);
    expect(deletes[1]!.body).toBe('');
    expect(deletes[1]!.headers['content-type']).toBeUndefined();
    expect(cdek.orders.get(uuid)!.statuses[0]!.code).toBe('REMOVED');
    // CDEK still gives a deleted order, REMOVED; that status is no move of a parcel.
    expect(await c.shipment(uuid)).toMatchObject({ status: 'created', events: [{}, {}] });
    // Asked again (its first reply lost), it is done already.
    await c.cancelShipment(uuid);

    const { carrierShipmentId: handedIn } = await c.createShipment(shipmentRequest());
    cdek.addStatus(handedIn, 'RECEIVED_AT_SHIPMENT_WAREHOUSE', 'Принят на склад отправителя');
    const refused = c.cancelShipment(handedIn);
    await expect(refused).rejects.toBeInstanceOf(CarrierError);
    await expect(refused).rejects.toThrow(/Заказ нельзя удалить/);
    expect((await c.shipment(handedIn)).status).toBe('accepted');
    await expect(c.cancelShipment(crypto.randomUUID())).rejects.toThrow(/Entity is not found by uuid/);
  });

  it('send an arrived parcel back to the seller, once however often asked', async () => {
    const c = carrier();
    const { carrierShipmentId: uuid } = await c.createShipment(shipmentRequest());
    cdek.addStatus(uuid, 'ACCEPTED_AT_PICK_UP_POINT', 'Принят на склад до востребования');
    cdek.expireTokens();
    cdek.received.length = 0;
    await c.returnShipment(uuid);
    expect(tokenCalls()).toHaveLength(1);
    const refusals = calls(`/v2/orders/${uuid}/refusal`, 'POST');
    expect(refusals).toHaveLength(2);
    expect(refusals[1]!.body).toBe('');
    const state = await c.shipment(uuid);
    expect(state.status).toBe('returning');
    expect(state.events.map((event) => event.status)).toEqual([
      'created',
      'created',
      'arrived',
      'returning',
      'returning',
    ]);

    const returns = () => cdek.orders.get(uuid)!.related.filter((related) => related.type === 'return_order');
    await c.returnShipment(uuid);
    expect(calls(`/v2/orders/${uuid}/refusal`, 'POST')).toHaveLength(3);
    expect(returns()).toHaveLength(1);

    const { carrierShipmentId: collected } = await c.createShipment(shipmentRequest());
    cdek.addStatus(collected, 'DELIVERED', 'Вручен');
    await expect(c.returnShipment(collected)).rejects.toBeInstanceOf(CarrierError);
    await expect(c.returnShipment(crypto.randomUUID())).rejects.toThrow(/Entity is not found by uuid/);
  });

  it('give the label as PDF bytes once CDEK has made it', async () => {
    const c = carrier();
    const { carrierShipmentId: uuid } = await c.createShipment(shipmentRequest());
    const label = await c.label(uuid);
    expect(Buffer.from(label).subarray(0, 5).toString()).toBe('%PDF-');
    expect(bodyOf(calls('/v2/print/barcodes', 'POST')[0])).toEqual({
      orders: [{ order_uuid: uuid }],
      copy_count: 1,
      format: 'A6',
    });
    const asks = cdek.received.filter((request) =>
      /^\/v2\/print\/barcodes\/[\w-]+$/.test(request.url.pathname),
    );
    expect(asks).toHaveLength(2);
    const file = cdek.received.find((request) => request.url.pathname.endsWith('.pdf'));
    expect(file!.headers.authorization).toMatch(/^Bearer .+/);

    await expect(c.label(crypto.randomUUID())).rejects.toThrow(/Entity is not found by uuid/);
  });

  it('take a webhook with our secret as a word to read an order back, and nothing else', () => {
    const c = carrier();
    const uuid = crypto.randomUUID();
    const notice = (query: Record<string, string | undefined>, body: unknown) =>
      c.webhook({ headers: {}, query, body });
    const statusNotice = {
      type: 'ORDER_STATUS',
      date_time: '2026-03-02T12:00:00+0000',
      uuid,
      attributes: { is_return: false, cdek_number: '1000000001', code: 'DELIVERED' },
    };
    expect(notice({ secret: webhookSecret }, statusNotice)).toEqual({ carrierShipmentId: uuid });
    expect(notice({ secret: 'hook-secret-7f3a92' }, statusNotice)).toBeUndefined();
    expect(notice({}, statusNotice)).toBeUndefined();
    expect(notice({ secret: webhookSecret }, { ...statusNotice, type: 'PRINT_FORM' })).toBeUndefined();
    expect(notice({ secret: webhookSecret }, { ...statusNotice, uuid: 'not-a-uuid' })).toBeUndefined();
    expect(notice({ secret: webhookSecret }, 'ORDER_STATUS')).toBeUndefined();

    const direct = crypto.randomUUID();
    const returnNotice = {
      ...statusNotice,
      attributes: { is_return: true, related_entities: [{ type: 'direct_order', uuid: direct }] },
    };
    expect(notice({ secret: webhookSecret }, returnNotice)).toEqual({ carrierShipmentId: direct });
  });

  it('subscribe our webhook address, with its secret, to order statuses', async () => {
    const access = {
      clientId: cdek.clientId,
      clientSecret: cdek.clientSecret,
      apiUrl: cdek.url,
      webhookSecret,
    };
    const uuid = await subscribeCdekWebhook(access, 'https://market.example/api/delivery/cdek/webhook');
    const address = `https://market.example/api/delivery/cdek/webhook?secret=${webhookSecret}`;
    expect(bodyOf(calls('/v2/webhooks', 'POST')[0])).toEqual({ type: 'ORDER_STATUS', url: address });
    expect(cdek.webhooks.get('ORDER_STATUS')).toEqual({ uuid, url: address });
  });

  it('fail with a CarrierError when CDEK does not answer', async () => {
    const silent = await startFakeHttp();
    silent.answer = { status: 200, body: '{}', delayMs: 5_000 };
    try {
      const c = carrier({ apiUrl: `${silent.url}/v2`, timeoutMs: 100 });
      await expect(c.points(moscow)).rejects.toThrow(CarrierError);
      await expect(c.points(moscow)).rejects.toThrow(/CDEK unreachable/);
      await expect(c.cancelShipment(crypto.randomUUID())).rejects.toThrow(/CDEK unreachable/);
      await expect(c.returnShipment(crypto.randomUUID())).rejects.toThrow(/CDEK unreachable/);
    } finally {
      await silent.close();
    }
  });
});
