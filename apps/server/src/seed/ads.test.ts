import { describe, expect, it } from 'vitest';
import { adStream, takeAds, type AdContext, type AdRow } from './ads.ts';
import { catalog } from './content/catalog.ts';
import { Random } from './random.ts';
import { MAX_BRANCHES } from './roster.ts';

const PRIVATE = 150;

/** The seeded catalogue's shape without a database: ids are positions. */
function fakeContext(): AdContext {
  const subcategories = catalog.flatMap((category, c) =>
    category.subcategories.map((seed, s) => ({
      id: (c + 1) * 100 + s,
      categoryId: c + 1,
      category,
      seed,
      images: [{ path: `/storage/demo/${seed.slug}.webp`, fullPath: `/storage/demo/${seed.slug}-full.webp` }],
    })),
  );
  const cities = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    name: `Город ${i + 1}`,
    latitude: 50 + i / 10,
    longitude: 40 + i / 10,
    population: 2_000_000 - i * 35_000,
  }));
  const companies = catalog.flatMap((category) => category.companies.map(() => category.slug));
  return {
    subcategories,
    cities,
    sellers: {
      privateUserIds: Array.from({ length: PRIVATE }, (_, i) => i + 1),
      companies: companies.map((categorySlug, i) => ({ userId: PRIVATE + i + 1, categorySlug })),
    },
  };
}

const context = fakeContext();
const now = new Date('2025-06-01T12:00:00Z');
const ads = takeAds(adStream(context, new Random(1), { now, imagesPerAd: [1, 1] }), 6_000).map(
  (ad) => ad.product,
);

function bySeller(type: AdRow['product']['sellerType']): Map<number, AdRow['product'][]> {
  const map = new Map<number, AdRow['product'][]>();
  for (const ad of ads.filter((a) => a.sellerType === type))
    map.set(ad.userId, [...(map.get(ad.userId) ?? []), ad]);
  return map;
}

describe('adStream', () => {
  it('places all ads of a private seller in one city', () => {
    const sellers = bySeller('private');
    expect(sellers.size).toBeGreaterThan(PRIVATE * 0.9);
    for (const own of sellers.values()) expect(new Set(own.map((a) => a.cityId)).size).toBe(1);
  });

  it('lets a private seller sell a few kinds of things, not everything', () => {
    for (const own of bySeller('private').values()) {
      expect(new Set(own.map((a) => a.subcategoryId)).size).toBeLessThanOrEqual(6);
    }
  });

  it('keeps a company within its trade and its home and branch cities', () => {
    const companies = bySeller('company');
    expect(companies.size).toBe(context.sellers.companies.length);
    const cityCounts = [...companies.values()].map((own) => new Set(own.map((a) => a.cityId)).size);
    expect(Math.max(...cityCounts)).toBeLessThanOrEqual(1 + MAX_BRANCHES);
    expect(cityCounts.some((n) => n > 1)).toBe(true);
    for (const [userId, own] of companies) {
      const trade = context.sellers.companies.find((c) => c.userId === userId)?.categorySlug;
      const categoryId = catalog.findIndex((c) => c.slug === trade) + 1;
      expect(own.every((a) => a.categoryId === categoryId)).toBe(true);
    }
  });

  it('marks about 3 % of ads VIP, dated across the whole period like the others', () => {
    const vip = ads.filter((a) => a.isVip);
    expect(vip.length / ads.length).toBeGreaterThanOrEqual(0.02);
    expect(vip.length / ads.length).toBeLessThanOrEqual(0.04);
    const ageInDays = (ad: (typeof ads)[number]) =>
      (now.getTime() - (ad.createdAt?.getTime() ?? 0)) / 86_400_000;
    const ages = vip.map(ageInDays).sort((a, b) => a - b);
    expect(ages[0]).toBeLessThan(5);
    expect(ages.at(-1)).toBeGreaterThan(55);
    const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
    expect(Math.abs(mean(ages) - mean(ads.map(ageInDays)))).toBeLessThan(5);
  });

  it('gives the street and house as the address, not the city again', () => {
    for (const ad of ads) expect(ad.address).toMatch(/^(ул\.|пр-т) [^,]+, \d+$/u);
  });
});
