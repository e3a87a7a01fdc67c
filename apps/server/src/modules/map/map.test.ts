import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapPointsMax, mapSampleMax, messages, type MapCluster, type MapPoint } from '@mp/contract';
import { rowsOf } from '../../db/client.ts';
import { mapCells, products } from '../../db/schema/index.ts';
import {
  createCategory,
  createCity,
  createFilter,
  createProduct,
  createSubcategory,
  hoursAgo,
  type ProductFixture,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';
import { mapRepository } from './repository.ts';

const server = useTestApp();
const { call, signedIn } = server;

let cityId = 0;
let subcategory: { id: number; categoryId: number };
let otherSubcategory: { id: number; categoryId: number };
let sellerId = 0;

beforeAll(async () => {
  const db = server.db;
  cityId = (await createCity(db)).id;
  const category = await createCategory(db);
  subcategory = await createSubcategory(db, category.id);
  otherSubcategory = await createSubcategory(db, (await createCategory(db)).id);
  await createFilter(db, subcategory.id, { name: 'brand', options: ['Apple', 'Samsung'] });
  sellerId = (await signedIn()).user.id;
});

/**
 * Each test works in its own square degree of Siberia, so the ads of one never fall into another's
 * box: `area(n)` is the box, `at(n, dx, dy)` a point inside it.
 */
const area = (n: number) => ({ west: 90 + 10 * n, south: 60, east: 91 + 10 * n, north: 61 });
const bboxOf = (n: number) => Object.values(area(n)).join(',');
const at = (n: number, dx = 0.5, dy = 0.5) => ({ longitude: 90 + 10 * n + dx, latitude: 60 + dy });

const ad = (
  values: Omit<Partial<ProductFixture>, 'subcategory'> & Partial<Pick<ProductFixture, 'subcategory'>>,
) => createProduct(server.db, { userId: sellerId, subcategory, cityId, ...values });

async function points(query: string, token?: string) {
  const res = await call('GET', `/products/map?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MapPoint[]; clusters: MapCluster[]; total: number; truncated: boolean }>();
}
const ids = async (query: string, token?: string) => (await points(query, token)).data.map((p) => p.id);

describe('GET /api/products/map', () => {
  it('refuses a missing or malformed box with 422 and the box message', async () => {
    for (const bbox of [
      undefined,
      '',
      '37,55,38',
      '38,55,37,56', // west > east
      '37,56,38,55', // south > north
      '-181,55,38,56',
      '37,-91,38,56',
      '37,55,181,56',
      'a,b,c,d',
      '37,55,38,56,1',
      '37,55,38,Infinity',
    ]) {
      const res = await call('GET', `/products/map${bbox === undefined ? '' : `?bbox=${bbox}`}`);
      expect(res.statusCode, String(bbox)).toBe(422);
      expect(res.json(), String(bbox)).toEqual({
        message: messages.invalidBbox,
        errors: { bbox: [messages.invalidBbox] },
      });
    }
  });

  it('answers the active ads inside the box, newest first, as map points', async () => {
    const older = await ad({
      name: 'Велосипед',
      priceKopecks: 1_250_050,
      ...at(1, 0.1, 0.1),
      createdAt: hoursAgo(2),
      images: 2,
    });
    const newer = await ad({ name: 'Диван', ...at(1, 0.9, 0.9), isVip: true, createdAt: hoursAgo(1) });
    await ad({ ...at(1, 1.5, 0.5) }); // east of the box
    await ad({ ...at(1, 0.5, -0.2) }); // south of it
    await ad({ ...at(1), status: 'sold' });
    await ad({ ...at(1), status: 'draft' });
    await ad({ latitude: null, longitude: null });

    const reply = await points(`bbox=${bboxOf(1)}`);
    expect(reply).toEqual({
      data: [
        {
          id: newer.id,
          name: 'Диван',
          price: 1000,
          latitude: newer.latitude,
          longitude: newer.longitude,
          image: null,
          is_vip: true,
        },
        {
          id: older.id,
          name: 'Велосипед',
          price: 12500.5,
          latitude: older.latitude,
          longitude: older.longitude,
          image: `/storage/products/${older.id}/0-card.webp`,
          is_vip: false,
        },
      ],
      clusters: [],
      total: 2,
      truncated: false,
    });
    // The box's edges belong to it.
    const corner = await ad({ longitude: 101, latitude: 60 }); // area(1)'s south-east corner
    expect(await ids(`bbox=${bboxOf(1)}`)).toContain(corner.id);
  });

  it('applies the search filters of the lists', async () => {
    const apple = await ad({
      name: 'Телефон Apple',
      priceKopecks: 5_000_000,
      attributes: { brand: 'Apple' },
      ...at(2),
    });
    const samsung = await ad({
      name: 'Телефон Samsung',
      priceKopecks: 2_000_000,
      attributes: { brand: 'Samsung' },
      isVip: true,
      ...at(2),
    });
    const other = await ad({
      name: 'Велосипед горный',
      subcategory: otherSubcategory,
      condition: 'new',
      ...at(2),
    });
    const old = await ad({
      name: 'Телефон старый',
      createdAt: hoursAgo(48),
      sellerType: 'company',
      ...at(2),
    });
    const box = `bbox=${bboxOf(2)}`;
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

    expect(sorted(await ids(box))).toEqual(sorted([apple.id, samsung.id, other.id, old.id]));
    expect(sorted(await ids(`${box}&subcategory_id=${subcategory.id}`))).toEqual(
      sorted([apple.id, samsung.id, old.id]),
    );
    expect(await ids(`${box}&category_id=${otherSubcategory.categoryId}`)).toEqual([other.id]);
    expect(await ids(`${box}&subcategory_id=${subcategory.id}&filter[brand]=Apple`)).toEqual([apple.id]);
    expect(await ids(`${box}&price_from=10000&price_to=30000`)).toEqual([samsung.id]);
    expect(await ids(`${box}&vip=1`)).toEqual([samsung.id]);
    expect(await ids(`${box}&search=${encodeURIComponent('велосипед')}`)).toEqual([other.id]);
    expect(await ids(`${box}&ad_status=new`)).toEqual([other.id]);
    expect(await ids(`${box}&seller_type=company`)).toEqual([old.id]);
    expect(sorted(await ids(`${box}&period=24h`))).toEqual(sorted([apple.id, samsung.id, other.id]));
    // A bad filter value is refused the way the lists refuse it.
    const res = await call('GET', `/products/map?${box}&price_from=abc`);
    expect(res.statusCode).toBe(422);
  });

  describe(`a view of more than ${mapPointsMax} ads`, () => {
    // 3,200 ads on a grid of 0.01° in area(3), two thirds in one subcategory (more than the map draws one by
    // one), a third in another; the cells of a 1° view are 0.08° square.
    let inserted: { id: number; latitude: number; longitude: number; subcategoryId: number }[] = [];
    beforeAll(async () => {
      const base = Date.now() - 3_600_000;
      const rows = Array.from({ length: 3200 }, (_, i) => ({
        name: `Точка ${i}`,
        priceKopecks: i % 2 === 0 ? 100 : 1_000_000,
        categoryId: (i % 3 === 0 ? otherSubcategory : subcategory).categoryId,
        subcategoryId: (i % 3 === 0 ? otherSubcategory : subcategory).id,
        cityId,
        userId: sellerId,
        longitude: 120.105 + (i % 50) / 100,
        latitude: 60.105 + Math.floor(i / 50) / 100,
        createdAt: new Date(base + i * 1000),
      }));
      inserted = (await server.db.insert(products).values(rows).returning()).map((row) => ({
        id: row.id,
        latitude: row.latitude ?? 0,
        longitude: row.longitude ?? 0,
        subcategoryId: row.subcategoryId,
      }));
    });

    /** What the cells of `size` degrees should count: ads by cell. */
    const expectedCells = (ads: typeof inserted, size: number) => {
      const cells = new Map<string, number>();
      for (const { latitude, longitude } of ads) {
        const key = `${Math.floor(longitude / size)}:${Math.floor(latitude / size)}`;
        cells.set(key, (cells.get(key) ?? 0) + 1);
      }
      return [...cells.values()].sort((a, b) => a - b);
    };

    type Reply = Awaited<ReturnType<typeof points>>;
    const counts = (reply: Reply) => reply.clusters.map((cluster) => cluster.count).sort((a, b) => a - b);

    function expectClustersOf(reply: Reply, ads: typeof inserted) {
      expect(reply.truncated).toBe(true);
      expect(reply.total).toBe(ads.length);
      expect(counts(reply)).toEqual(expectedCells(ads, 0.08));
      for (const cluster of reply.clusters) {
        // Each cluster sits at the centre of its ads, inside its cell.
        expect(cluster.bbox.east - cluster.bbox.west).toBeCloseTo(0.08);
        expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.bbox.west);
        expect(cluster.longitude).toBeLessThan(cluster.bbox.east);
        expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.bbox.south);
        expect(cluster.latitude).toBeLessThan(cluster.bbox.north);
      }
      // And a sample of its ads, newest first, for the list.
      expect(reply.data).toHaveLength(mapSampleMax);
      const ids = new Set(ads.map((row) => row.id));
      expect(reply.data.every((point) => ids.has(point.id))).toBe(true);
      expect(reply.data.map((p) => p.id)).toEqual(
        [...reply.data].sort((a, b) => b.id - a.id).map((p) => p.id),
      );
    }

    it('answers its ads counted by the cells of a grid, with a sample of them', async () => {
      await server.db.delete(mapCells);
      expectClustersOf(await points(`bbox=${bboxOf(3)}`), inserted);
      // Filters the stored counts do not hold are counted too.
      const cheap = inserted.filter((_, i) => i % 2 === 0);
      expect(await points(`bbox=${bboxOf(3)}&price_to=1`)).toMatchObject({
        total: cheap.length,
        truncated: false,
      });
      // A strip of fewer ads gets them all.
      const strip = await points('bbox=120,60,121,60.11');
      expect(strip).toMatchObject({ truncated: false, clusters: [], total: 50 });
      expect(strip.data).toHaveLength(50);
    });

    it('reads the counts of the last rebuild for all ads, a category and a subcategory', async () => {
      await mapRepository(server.db).rebuildCells();
      const late = await ad({ ...at(3, 0.105, 0.105) });
      // The stored counts are those of the rebuild: the ad placed after it is not counted yet.
      expectClustersOf(await points(`bbox=${bboxOf(3)}`), inserted);
      // A filter the stored counts do not hold reads the ads, never the counts of all of them.
      const cheap = inserted.filter((_, i) => i % 2 === 0);
      expect(await points(`bbox=${bboxOf(3)}&price_to=1`)).toMatchObject({
        total: cheap.length,
        clusters: [],
        truncated: false,
      });
      const inOther = inserted.filter((row) => row.subcategoryId === otherSubcategory.id);
      const inFirst = inserted.filter((row) => row.subcategoryId === subcategory.id);
      for (const query of [`category_id=${subcategory.categoryId}`, `subcategory_id=${subcategory.id}`]) {
        const reply = await points(`bbox=${bboxOf(3)}&${query}`);
        expect(reply.total, query).toBe(inFirst.length);
        expect(counts(reply), query).toEqual(expectedCells(inFirst, 0.08));
      }
      // Fewer than the map draws: the other subcategory's ads one by one.
      const few = await points(`bbox=${bboxOf(3)}&category_id=${otherSubcategory.categoryId}`);
      expect(few).toMatchObject({ truncated: false, clusters: [], total: inOther.length });

      await mapRepository(server.db).rebuildCells();
      const all = [
        ...inserted,
        {
          id: late.id,
          latitude: late.latitude ?? 0,
          longitude: late.longitude ?? 0,
          subcategoryId: subcategory.id,
        },
      ];
      expect(counts(await points(`bbox=${bboxOf(3)}`))).toEqual(expectedCells(all, 0.08));
      // A whole-country view (161° across, so cells of about 10°) reads the 10.24° level.
      const russia = await points('bbox=19,41,180,82');
      for (const { bbox } of russia.clusters) expect(bbox.north - bbox.south).toBeCloseTo(10.24);
      expect(russia.total).toBeGreaterThanOrEqual(all.length);
    });
  });

  it('leaves out the ads of sellers a signed-in viewer blocked, for that viewer only', async () => {
    const viewer = await signedIn();
    const blocked = await signedIn();
    const mine = await ad({ ...at(4) });
    const theirs = await ad({ userId: blocked.user.id, ...at(4) });
    expect((await call('POST', `/users/${blocked.user.id}/block`, viewer.token)).statusCode).toBe(200);

    expect(await ids(`bbox=${bboxOf(4)}`, viewer.token)).toEqual([mine.id]);
    expect(await ids(`bbox=${bboxOf(4)}`)).toEqual([theirs.id, mine.id]);
    expect(await ids(`bbox=${bboxOf(4)}`, blocked.token)).toEqual([theirs.id, mine.id]);
    // A bad token is a guest.
    expect(await ids(`bbox=${bboxOf(4)}`, 'not-a-token')).toEqual([theirs.id, mine.id]);
  });
});

describe('the map query plan', () => {
  it('reads the box from the GiST index products_active_location_idx on analysed data', async () => {
    const db = server.db;
    // 20,000 active ads scattered over Russia (and a few hundred without coordinates or not active),
    // then ANALYZE, as a live catalogue has statistics: the box of a city holds a few dozen of them.
    await db.execute(sql`
      insert into ${products} (name, price_kopecks, category_id, subcategory_id, city_id, user_id,
                               status, longitude, latitude, created_at)
      select 'Объявление ' || i, 100 * i, ${subcategory.categoryId}, ${subcategory.id}, ${cityId}, ${sellerId},
             case when i % 50 = 0 then 'sold' else 'active' end,
             case when i % 40 = 0 then null else 30 + (i * 7919 % 10000) / 10000.0 * 100 end,
             case when i % 40 = 0 then null else 45 + (i * 104729 % 10000) / 10000.0 * 25 end,
             now() - make_interval(secs => i)
        from generate_series(1, 20000) as i`);
    await db.execute(sql`analyze ${products}`);

    const plan = async (bbox: { west: number; south: number; east: number; north: number }, extra = {}) => {
      const query = mapRepository(db).points(
        { vipOnly: false, attributes: [], ...extra },
        bbox,
        mapPointsMax + 1,
      );
      const result = await db.execute(sql`explain (format json) ${query}`);
      return JSON.stringify(rowsOf(result));
    };
    // A city (Москва's size) and a region (Московская область's size).
    for (const bbox of [
      { west: 37.3, south: 55.5, east: 37.9, north: 56 },
      { west: 35.1, south: 54.2, east: 40.2, north: 56.96 },
    ]) {
      expect(await plan(bbox)).toContain('"Index Name":"products_active_location_idx"');
      expect(await plan(bbox, { priceFromKopecks: 100, categoryId: subcategory.categoryId })).toContain(
        '"Index Name":"products_active_location_idx"',
      );
    }
  });
});
