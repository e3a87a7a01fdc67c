import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { CarrierError, type ShipmentRequest } from './carrier.ts';
import { sandboxCarrier, sandboxSignature, sandboxSignatureHeader } from './sandbox.ts';

const moscow = { name: 'Москва', region: 'Москва', latitude: 55.7540471, longitude: 37.620405 };
const kazan = { name: 'Казань', region: 'Татарстан', latitude: 55.7943584, longitude: 49.1114975 };
const secret = 'sandbox-webhook-secret-for-tests';
const parcel = { weightGrams: 1200, lengthCm: 23, widthCm: 19, heightCm: 10 };

const request = (reference: string): ShipmentRequest => ({
  reference,
  from: moscow,
  fromPointCode: 'SBX-A-1',
  to: kazan,
  toPointCode: 'SBX-B-2',
  parcel,
  declaredValueKopecks: 900_000,
  description: 'Самокат',
  sender: { name: 'Продавец', phone: '+79990000001' },
  recipient: { name: 'Покупатель', phone: '+79990000002' },
});

let database: Database;
let clock = new Date('2026-11-27T10:00:00Z');
const carrier = () => sandboxCarrier(database.db, secret, () => clock);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the sandbox carrier', () => {
  it('lists the same believable points of a city every time, near its centre, and others in another city', async () => {
    const points = await carrier().points(moscow);
    expect(points).toHaveLength(8);
    expect(await carrier().points(moscow)).toEqual(points);
    expect(new Set(points.map((point) => point.code)).size).toBe(8);
    for (const point of points) {
      expect(point.address).toMatch(/^Москва, .+, \d+$/);
      expect(Math.abs(point.latitude - moscow.latitude)).toBeLessThan(0.07);
      expect(Math.abs(point.longitude - moscow.longitude)).toBeLessThan(0.12);
      expect(point.workTime).toMatch(/\d\d:\d\d/);
    }
    const kazanCodes = (await carrier().points(kazan)).map((point) => point.code);
    expect(kazanCodes.some((code) => points.some((point) => point.code === code))).toBe(false);
  });

  it('prices by distance and weight in whole roubles, with more days further away', async () => {
    const far = await carrier().quote({ from: moscow, to: kazan, parcel });
    const near = await carrier().quote({ from: moscow, to: moscow, parcel });
    const heavy = await carrier().quote({
      from: moscow,
      to: kazan,
      parcel: { ...parcel, weightGrams: 4800 },
    });
    expect(far.priceKopecks % 100).toBe(0);
    expect(far.priceKopecks).toBeGreaterThan(near.priceKopecks);
    expect(heavy.priceKopecks).toBeGreaterThan(far.priceKopecks);
    expect(near).toMatchObject({ daysMin: 1, daysMax: 2 });
    expect(far.daysMin).toBeGreaterThanOrEqual(2);
    expect(far.daysMax).toBeGreaterThan(far.daysMin);
  });

  it('makes one parcel per reference, which moves on one status per advance, each announced by a signed webhook', async () => {
    const first = await carrier().createShipment(request('101'));
    expect(await carrier().createShipment(request('101'))).toEqual(first);
    expect(first.trackNumber).toBe('SBX0000000101');
    expect((await carrier().shipment(first.carrierShipmentId)).status).toBe('created');

    const moves = [];
    for (let step = 0; step < 4; step++) {
      const { status, webhook } = await carrier().advance(first.carrierShipmentId);
      moves.push(status);
      expect(carrier().webhook({ headers: webhook.headers, query: {}, body: webhook.body })).toEqual({
        carrierShipmentId: first.carrierShipmentId,
      });
    }
    expect(moves).toEqual(['accepted', 'in_transit', 'arrived', 'received']);
    const state = await carrier().shipment(first.carrierShipmentId);
    expect(state.events.map((event) => event.status)).toEqual(['created', ...moves]);
    expect(state.events.at(-1)?.note).toBe('Получен');
    await expect(carrier().advance(first.carrierShipmentId)).rejects.toThrow(CarrierError);
  });

  it('turns a parcel back only on its way, and a return ends with the seller', async () => {
    const { carrierShipmentId } = await carrier().createShipment(request('102'));
    await expect(carrier().advance(carrierShipmentId, 'returning')).rejects.toThrow(CarrierError);
    await carrier().advance(carrierShipmentId);
    await carrier().advance(carrierShipmentId);
    await carrier().advance(carrierShipmentId);
    expect((await carrier().advance(carrierShipmentId, 'returning')).status).toBe('returning');
    expect((await carrier().advance(carrierShipmentId)).status).toBe('returned');
    await expect(carrier().advance(carrierShipmentId, 'lost')).rejects.toThrow(CarrierError);
  });

  it('writes each move once when advances race: no status twice, one move per advance that succeeded', async () => {
    const { carrierShipmentId } = await carrier().createShipment(request('103'));
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => carrier().advance(carrierShipmentId)),
    );
    const moved = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof CarrierError)).toBe(true);
    const { events } = await carrier().shipment(carrierShipmentId);
    expect(events.map((event) => event.status)).toEqual(
      ['created', 'accepted', 'in_transit', 'arrived', 'received'].slice(0, moved.length + 1),
    );
  });

  it('refuses a forged, altered, stale or malformed webhook', async () => {
    const sentAt = clock.toISOString();
    const signed = { [sandboxSignatureHeader]: sandboxSignature(secret, 'sbx-101', sentAt) };
    const body = { shipment_id: 'sbx-101', sent_at: sentAt };
    expect(carrier().webhook({ headers: signed, query: {}, body })).toEqual({ carrierShipmentId: 'sbx-101' });
    const forged = { [sandboxSignatureHeader]: sandboxSignature('another-secret', 'sbx-101', sentAt) };
    expect(carrier().webhook({ headers: forged, query: {}, body })).toBeUndefined();
    expect(
      carrier().webhook({ headers: signed, query: {}, body: { ...body, shipment_id: 'sbx-102' } }),
    ).toBeUndefined();
    expect(carrier().webhook({ headers: {}, query: {}, body })).toBeUndefined();
    for (const malformed of [null, 'text', { shipment_id: 7, sent_at: sentAt }, { shipment_id: 'sbx-101' }]) {
      expect(carrier().webhook({ headers: signed, query: {}, body: malformed })).toBeUndefined();
    }
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    expect(carrier().webhook({ headers: signed, query: {}, body })).toBeUndefined();
  });

  it('prints a PDF label with the track number, and knows no parcel it did not make', async () => {
    const { carrierShipmentId } = await carrier().createShipment(request('104'));
    const pdf = Buffer.from(await carrier().label(carrierShipmentId)).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(SBX0000000104)');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    await expect(carrier().shipment('sbx-unknown')).rejects.toThrow(CarrierError);
  });
});
