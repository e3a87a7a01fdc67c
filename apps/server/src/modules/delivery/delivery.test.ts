import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type DeliveryPoint, type Pagination } from '@mp/contract';
import { deliveryPoints } from '../../db/schema/index.ts';
import { createCity } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';

const server = useTestApp();
const { call } = server;

let kazanId = 0;
let samaraId = 0;

beforeAll(async () => {
  kazanId = (
    await createCity(server.db, { name: 'Казань', region: 'Татарстан', latitude: 55.79, longitude: 49.11 })
  ).id;
  samaraId = (
    await createCity(server.db, { name: 'Самара', region: 'Самарская', latitude: 53.2, longitude: 50.15 })
  ).id;
});

type PointsReply = { data: DeliveryPoint[]; pagination: Pagination };
const points = async (query: string) => {
  const res = await call('GET', `/delivery/points?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PointsReply>();
};

describe('GET /api/delivery/points', () => {
  it('lists the sandbox carrier’s points of the city by address, near it, read from the carrier once', async () => {
    const { data, pagination } = await points(`city_id=${kazanId}`);
    expect(pagination).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: 8 });
    expect(data.map((point) => point.address)).toEqual(
      data.map((point) => point.address).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    for (const point of data) {
      expect(point.carrier).toBe('sandbox');
      expect(point.address).toMatch(/^Казань, /);
      expect(Math.abs(point.latitude - 55.79)).toBeLessThan(0.1);
      expect(point.work_time).not.toBe('');
    }
    expect((await points(`city_id=${kazanId}`)).data).toEqual(data);
    const kept = await server.db.select().from(deliveryPoints).where(eq(deliveryPoints.cityId, kazanId));
    expect(kept).toHaveLength(8);
    const samara = await points(`city_id=${samaraId}&carrier=sandbox`);
    expect(samara.data.every((point) => point.address.startsWith('Самара, '))).toBe(true);
  });

  it('finds points by the words of their address, in pages', async () => {
    const { data } = await points(`city_id=${kazanId}`);
    const street = data[0]!.address.split(', ')[1]!;
    const found = await points(`city_id=${kazanId}&search=${encodeURIComponent(street.toUpperCase())}`);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((point) => point.address.includes(street))).toBe(true);
    expect((await points(`city_id=${kazanId}&search=${encodeURIComponent('нет такой улицы')}`)).data).toEqual(
      [],
    );
    const page = await points(`city_id=${kazanId}&per_page=3&page=2`);
    expect(page.data).toEqual(data.slice(3, 6));
    expect(page.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 3, total: 8 });
  });

  it('has no points of a carrier not in use', async () => {
    expect(await points(`city_id=${kazanId}&carrier=cdek`)).toEqual({
      data: [],
      pagination: { current_page: 1, last_page: 1, per_page: 100, total: 0 },
    });
  });

  it('refuses a missing, malformed or unknown city, an unknown carrier and oversized asks, with the reason', async () => {
    const cases: [string, string, string][] = [
      ['', 'city_id', messages.deliveryCityRequired],
      ['city_id=abc', 'city_id', messages.deliveryCityRequired],
      ['city_id=-4', 'city_id', messages.deliveryCityRequired],
      ['city_id=99999999', 'city_id', messages.cityNotFound],
      [`city_id=${kazanId}&carrier=dhl`, 'carrier', messages.deliveryCarrierUnknown],
      [`city_id=${kazanId}&per_page=501`, 'per_page', messages.invalidInteger],
      [`city_id=${kazanId}&search=${'а'.repeat(101)}`, 'search', messages.searchTooLong],
    ];
    for (const [query, field, message] of cases) {
      const res = await call('GET', `/delivery/points?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], query).toEqual([message]);
    }
  });

  it('is kept current by the daily refresh: a point changed is restored, one no longer listed is not offered', async () => {
    await points(`city_id=${samaraId}`);
    const [first] = await server.db
      .select()
      .from(deliveryPoints)
      .where(eq(deliveryPoints.cityId, samaraId))
      .limit(1);
    await server.db
      .update(deliveryPoints)
      .set({ address: 'Самара, старый адрес', active: false })
      .where(eq(deliveryPoints.id, first!.id));
    await server.db.insert(deliveryPoints).values({
      carrier: 'sandbox',
      code: 'SBX-CLOSED-1',
      cityId: samaraId,
      name: 'Закрытый пункт',
      address: 'Самара, ул. Закрытая, 1',
      latitude: 53.2,
      longitude: 50.15,
      workTime: 'Пн–Пт 10:00–20:00',
    });
    // Read a moment ago: not due yet.
    expect(await server.app.services.delivery.refreshPoints()).toEqual({ cities: 0, failed: 0 });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await server.db
      .update(deliveryPoints)
      .set({ refreshedAt: twoDaysAgo })
      .where(eq(deliveryPoints.cityId, samaraId));
    expect(await server.app.services.delivery.refreshPoints()).toEqual({ cities: 1, failed: 0 });
    const [restored] = await server.db.select().from(deliveryPoints).where(eq(deliveryPoints.id, first!.id));
    expect(restored).toMatchObject({ address: first!.address, active: true });
    const [closed] = await server.db
      .select()
      .from(deliveryPoints)
      .where(and(eq(deliveryPoints.cityId, samaraId), eq(deliveryPoints.code, 'SBX-CLOSED-1')));
    expect(closed?.active).toBe(false);
    const listed = await points(`city_id=${samaraId}`);
    expect(listed.pagination.total).toBe(8);
    expect(listed.data.some((point) => point.name === 'Закрытый пункт')).toBe(false);
  });
});
