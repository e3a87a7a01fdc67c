import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { LocalFileStorage } from '../platform/storage/index.ts';
import {
  cities,
  companies,
  filters,
  filterValues,
  productImages,
  products,
  subcategories,
} from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { generateDemo } from './demo.ts';
import { ensureSeeded } from './index.ts';
import { seedReference } from './reference.ts';

const ADS = 300;
const now = new Date('2025-06-01T12:00:00Z');
let first: Database;
let second: Database;
let uploadsDir: string;

async function seedDemo(database: Database): Promise<void> {
  await seedReference(database.db);
  await generateDemo(database.db, { storage: new LocalFileStorage(uploadsDir), ads: ADS, now, pictures: 2 });
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'mp-demo-'));
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDemo(first);
  await seedDemo(second);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await rm(uploadsDir, { recursive: true, force: true });
});

const ads = (database: Database) =>
  database.db
    .select({
      name: products.name,
      price: products.priceKopecks,
      attributes: products.attributes,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(asc(products.id));

describe('demo catalogue', () => {
  it('comes out the same on every run', async () => {
    const [a, b] = await Promise.all([ads(first), ads(second)]);
    expect(a).toHaveLength(ADS);
    expect(a.slice(0, 50)).toEqual(b.slice(0, 50));
    expect(new Set(a.map((ad) => ad.name)).size).toBeGreaterThan(ADS / 2);
  });

  it('covers every subcategory, dated within the last 60 days', async () => {
    const [row] = await first.db
      .select({
        covered: sql<number>`count(distinct ${products.subcategoryId})::int`,
        oldest: sql<Date>`min(${products.createdAt})`,
        newest: sql<Date>`max(${products.createdAt})`,
      })
      .from(products);
    const [all] = await first.db.select({ n: sql<number>`count(*)::int` }).from(subcategories);
    expect(row?.covered).toBe(all?.n);
    expect(now.getTime() - new Date(row?.oldest ?? 0).getTime()).toBeLessThanOrEqual(60 * 86_400_000);
    expect(new Date(row?.newest ?? 0).getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('sets attributes only from its subcategory’s filters and their allowed values', async () => {
    const defs = await first.db.select().from(filters);
    const values = await first.db.select().from(filterValues);
    const rows = await first.db
      .select({ subcategoryId: products.subcategoryId, attributes: products.attributes })
      .from(products);
    for (const { subcategoryId, attributes } of rows) {
      const own = defs.filter((f) => f.subcategoryId === subcategoryId);
      expect(Object.keys(attributes).sort()).toEqual(own.map((f) => f.name).sort());
      for (const filter of own) {
        const value = attributes[filter.name];
        if (filter.type === 'select') {
          expect(values.filter((v) => v.filterId === filter.id).map((v) => v.value)).toContain(value);
        } else if (filter.type === 'range') {
          expect(typeof value).toBe('number');
          expect(value).toBeGreaterThanOrEqual(filter.min ?? -Infinity);
          expect(value).toBeLessThanOrEqual(filter.max ?? Infinity);
        } else {
          expect(typeof value).toBe('boolean');
        }
      }
    }
  });

  it('prices in kopecks, with a higher old price on some ads', async () => {
    const rows = await first.db
      .select({ price: products.priceKopecks, old: products.oldPriceKopecks, quantity: products.quantity })
      .from(products);
    expect(rows.every((r) => r.price > 0 && r.price % 100 === 0)).toBe(true);
    expect(rows.every((r) => r.quantity >= 1 && r.quantity <= 20)).toBe(true);
    const discounted = rows.filter((r) => r.old !== null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((r) => (r.old ?? 0) > r.price)).toBe(true);
  });

  it('lets company sellers place company ads and private sellers private ones', async () => {
    const rows = await first.db
      .select({ sellerType: products.sellerType, company: companies.id })
      .from(products)
      .leftJoin(companies, eq(companies.userId, products.userId));
    expect(rows.filter((r) => r.sellerType === 'company').length).toBeGreaterThan(0);
    expect(rows.every((r) => (r.sellerType === 'company') === (r.company !== null))).toBe(true);
  });

  it('places a private seller’s ads in one city and a company’s in the city of its address', async () => {
    const rows = await first.db
      .select({
        sellerType: products.sellerType,
        cities: sql<number>`count(distinct ${products.cityId})::int`,
      })
      .from(products)
      .groupBy(products.userId, products.sellerType);
    expect(rows.filter((r) => r.sellerType === 'private').every((r) => r.cities === 1)).toBe(true);
    const companyAds = await first.db
      .select({ address: companies.address, city: cities.name })
      .from(products)
      .innerJoin(companies, eq(companies.userId, products.userId))
      .innerJoin(cities, eq(cities.id, products.cityId));
    expect(companyAds.length).toBeGreaterThan(0);
    for (const ad of companyAds) expect(ad.address?.split(', ')[0]).toBe(ad.city);
  });

  it('shows two real WebP pictures per ad, without metadata', async () => {
    const images = await first.db.select().from(productImages);
    const perAd = new Map<number, number>();
    for (const image of images) perAd.set(image.productId, (perAd.get(image.productId) ?? 0) + 1);
    expect(perAd.size).toBe(ADS);
    expect([...perAd.values()].every((n) => n === 2)).toBe(true);
    const sample = images.slice(0, 3);
    for (const image of sample) {
      for (const [url, width] of [
        [image.path, 400],
        [image.fullPath, 1200],
      ] as const) {
        expect(url).toMatch(/^\/storage\/demo\/.+\.webp$/);
        const meta = await sharp(path.join(uploadsDir, url.replace(/^\/storage\//, ''))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it('shows one thing per ad: what its title names, in the ad’s colour', async () => {
    const rows = await first.db
      .select({
        id: products.id,
        name: products.name,
        attributes: products.attributes,
        path: productImages.path,
      })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id));
    const things = new Map<number, Set<string>>();
    for (const row of rows) {
      const thing = row.path.replace(/^\/storage\/demo\/|-\d+\.webp$/gu, '');
      things.set(row.id, (things.get(row.id) ?? new Set()).add(thing));
      if (/^(Пальто|Платье|Юбка) /u.test(row.name)) {
        const kind = { Пальто: 'coat', Платье: 'dress', Юбка: 'skirt' }[row.name.split(' ')[0] as 'Пальто'];
        expect(thing).toMatch(new RegExp(`^${kind}-`, 'u'));
      }
      if (row.attributes.color === 'Красный') expect(thing).toMatch(/-red$/u);
    }
    expect([...things.values()].every((set) => set.size === 1)).toBe(true);
  });

  it('is not generated again once ads exist', async () => {
    const storage = new LocalFileStorage(uploadsDir);
    await ensureSeeded({ db: first.db, storage, log: { info: () => undefined }, demo: true });
    const [row] = await first.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(row?.n).toBe(ADS);
  });
});
