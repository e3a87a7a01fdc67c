import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type DeliveryPoint, type DeliveryQuote, type ProductDetail } from '@mp/contract';
import { deliveryPoints } from '../../db/schema/index.ts';
import { createCategory, createCity, createProduct, createSubcategory } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';

const server = useTestApp();
const { call } = server;

let kazanId = 0;
let moscowId = 0;
let phoneId = 0;
let phoneName = '';
let sofaId = 0;
let kazanPoint: DeliveryPoint;

beforeAll(async () => {
  const db = server.db;
  moscowId = (await createCity(db, { name: 'Москва', region: 'Москва', latitude: 55.75, longitude: 37.62 }))
    .id;
  kazanId = (await createCity(db, { name: 'Казань', region: 'Татарстан', latitude: 55.79, longitude: 49.11 }))
    .id;
  const subcategory = await createSubcategory(db, (await createCategory(db)).id);
  const sellerId = (await server.signedIn()).user.id;
  const common = { subcategory, userId: sellerId, cityId: moscowId, quantity: 3 };
  const phone = await createProduct(db, {
    ...common,
    deliveryAvailable: true,
    parcelSize: 'S',
    weightGrams: 1200,
  });
  phoneId = phone.id;
  phoneName = phone.name;
  sofaId = (await createProduct(db, common)).id;
  const points = await call('GET', `/delivery/points?city_id=${kazanId}`);
  kazanPoint = points.json<{ data: DeliveryPoint[] }>().data[0]!;
});

const quote = async (query: string) => {
  const res = await call('GET', `/delivery/quote?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DeliveryQuote }>().data;
};

describe('GET /api/delivery/quote', () => {
  it('prices an ad to the buyer’s pickup point, the same as to its city, and more for more units', async () => {
    const toPoint = await quote(`product_id=${phoneId}&point_id=${kazanPoint.id}`);
    expect(toPoint).toMatchObject({ carrier: 'sandbox' });
    expect(toPoint.price).toBeGreaterThan(0);
    expect(Number.isInteger(toPoint.price)).toBe(true);
    expect(toPoint.days_max).toBeGreaterThanOrEqual(toPoint.days_min);
    expect(await quote(`product_id=${phoneId}&city_id=${kazanId}`)).toEqual(toPoint);
    const three = await quote(`product_id=${phoneId}&point_id=${kazanPoint.id}&quantity=3`);
    expect(three.price).toBeGreaterThan(toPoint.price);
    const sameCity = await quote(`product_id=${phoneId}&city_id=${moscowId}`);
    expect(sameCity.price).toBeLessThan(toPoint.price);
    expect(sameCity.days_max).toBeLessThan(toPoint.days_max);
  });

  it('refuses what cannot be priced, with the reason', async () => {
    const cases: [string, number, string, string][] = [
      [`product_id=${phoneId}`, 422, 'point_id', messages.pickupPointRequired],
      [`point_id=${kazanPoint.id}`, 422, 'product_id', messages.productNotFound],
      [`product_id=${sofaId}&city_id=${kazanId}`, 422, 'product_id', messages.deliveryNotOffered],
      [`product_id=${phoneId}&point_id=99999999`, 422, 'point_id', messages.pickupPointNotFound],
      [`product_id=${phoneId}&point_id=abc`, 422, 'point_id', messages.pickupPointNotFound],
      // A point of another city than the one named.
      [
        `product_id=${phoneId}&point_id=${kazanPoint.id}&city_id=${moscowId}`,
        422,
        'point_id',
        messages.pickupPointNotFound,
      ],
      [`product_id=${phoneId}&city_id=99999999`, 422, 'city_id', messages.cityNotFound],
      [
        `product_id=${phoneId}&city_id=${kazanId}&quantity=4`,
        422,
        'quantity',
        messages.orderOutOfStock(phoneName),
      ],
      [`product_id=${phoneId}&city_id=${kazanId}&quantity=0`, 422, 'quantity', messages.invalidInteger],
    ];
    for (const [query, status, field, message] of cases) {
      const res = await call('GET', `/delivery/quote?${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], query).toEqual([message]);
    }
    expect((await call('GET', `/delivery/quote?product_id=99999999&city_id=${kazanId}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a point no longer offered', async () => {
    const [point] = await server.db
      .select()
      .from(deliveryPoints)
      .where(eq(deliveryPoints.cityId, kazanId))
      .limit(1)
      .offset(1);
    await server.db.update(deliveryPoints).set({ active: false }).where(eq(deliveryPoints.id, point!.id));
    const res = await call('GET', `/delivery/quote?product_id=${phoneId}&point_id=${point!.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.point_id).toEqual([
      messages.pickupPointNotFound,
    ]);
  });
});

describe('GET /api/products/{id}?city_id=', () => {
  it('adds what delivery to the city costs, to an ad that offers it, and null to one that does not', async () => {
    const res = await call('GET', `/products/${phoneId}?city_id=${kazanId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: ProductDetail }>();
    expect(data.delivery).toEqual(await quote(`product_id=${phoneId}&city_id=${kazanId}`));
    expect(data).toMatchObject({ delivery_available: true, parcel_size: 'S', weight_kg: 1.2 });
    const sofa = (await call('GET', `/products/${sofaId}?city_id=${kazanId}`)).json<{ data: ProductDetail }>()
      .data;
    expect(sofa.delivery).toBeNull();
    expect(
      (await call('GET', `/products/${phoneId}?city_id=99999999`)).json<{ data: ProductDetail }>().data
        .delivery,
    ).toBeNull();
    const plain = (await call('GET', `/products/${phoneId}`)).json<{ data: ProductDetail }>().data;
    expect(plain).not.toHaveProperty('delivery');
  });

  it('refuses a malformed city', async () => {
    const res = await call('GET', `/products/${phoneId}?city_id=москва`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.city_id).toEqual([
      messages.deliveryCityRequired,
    ]);
  });
});
