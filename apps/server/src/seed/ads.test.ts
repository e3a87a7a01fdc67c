import { describe, expect, it } from 'vitest';
import { canTravel, parcelSizeLimits } from '@mp/contract';
import { adStream, takeAds, type AdContext, type AdRow } from './ads.ts';
import { catalog } from './content/catalog.ts';
import { PicturePool } from './images.ts';
import { Random } from './random.ts';
import { COLOURS } from './pictures/colours.ts';
import { NAMED_KINDS } from './pictures/kinds.ts';

const PRIVATE = 150;

/** The seeded catalogue's shape without a database: ids are positions. */
function fakeContext(): AdContext {
  const subcategories = catalog.flatMap((category, c) =>
    category.subcategories.map((seed, s) => ({
      id: (c + 1) * 100 + s,
      categoryId: c + 1,
      category,
      seed,
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
      companies: companies.map((categorySlug, i) => ({
        userId: PRIVATE + i + 1,
        categorySlug,
        city: cities[(i * 7) % cities.length] as (typeof cities)[number],
      })),
    },
    pictures: new PicturePool(1),
  };
}

const context = fakeContext();

/** The catalogue's colour that a title names, whatever the adjective's ending («красное пальто»). */
function colourNamedIn(title: string): string | undefined {
  const stem =
    /(?<![а-яё])(чёрн|бел|сер|син|красн|зелён|бежев|коричнев)(?:ый|ий|ая|яя|ое|ее|ые|ие)(?![а-яё])/iu.exec(
      title,
    )?.[1];
  return stem && Object.keys(COLOURS).find((name) => name.toLowerCase().startsWith(stem.toLowerCase()));
}
const now = new Date('2025-06-01T12:00:00Z');
const rows = takeAds(adStream(context, new Random(1), { now, imagesPerAd: [1, 2] }), 6_000);
const ads = rows.map((ad) => ad.product);

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

  it('keeps a company within its trade and its city', () => {
    const companies = bySeller('company');
    expect(companies.size).toBe(context.sellers.companies.length);
    for (const [userId, own] of companies) {
      const company = context.sellers.companies.find((c) => c.userId === userId);
      const categoryId = catalog.findIndex((c) => c.slug === company?.categorySlug) + 1;
      expect(own.every((a) => a.categoryId === categoryId)).toBe(true);
      expect(new Set(own.map((a) => a.cityId))).toEqual(new Set([company?.city.id]));
    }
  });

  it('shows in the pictures the kind of thing the title names, in the colour it names', () => {
    const shown = (path: string) => /^\/storage\/demo\/(.+)-([a-z]+)-\d+\.webp$/u.exec(path)?.slice(1) ?? [];
    const subs = new Map(context.subcategories.map((s) => [s.id, s]));
    let kinds = 0;
    let colours = 0;
    for (const { product, images } of rows) {
      const things = new Set(images.map((image) => shown(image.path).join(' ')));
      expect(things.size).toBe(1);
      const [thing, colour] = shown(images[0]?.path ?? '');
      const sub = subs.get(product.subcategoryId) as (typeof context.subcategories)[number];
      const naming = NAMED_KINDS[sub.seed.slug];
      const attributes = product.attributes as Record<string, unknown>;
      // A title that leaves the kind out («Honda 600 куб.») shows the kind its attribute holds.
      const named =
        Object.keys(naming?.kinds ?? {})
          .filter((value) => product.name.includes(value))
          .sort((a, b) => b.length - a.length)[0] ??
        (naming && attributes[naming.key]);
      if (naming && typeof named === 'string') kinds++;
      expect(thing).toBe(
        naming && typeof named === 'string' ? naming.kinds[named] : `${sub.category.slug}-${sub.seed.slug}`,
      );
      const titleColour = colourNamedIn(product.name);
      if (titleColour) colours++;
      const adColour = attributes.color;
      const expected = titleColour ?? (typeof adColour === 'string' ? adColour : undefined);
      expect(colour).toBe(expected === undefined ? 'any' : COLOURS[expected]?.slug);
    }
    expect(kinds).toBeGreaterThan(50);
    expect(colours).toBeGreaterThan(50);
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

  it('offers «Доставка» on about 60 % of the goods that travel, in a box that carries their weight', () => {
    const slugs = new Map(context.subcategories.map((target) => [target.id, target]));
    const travelling = ads.filter((ad) => {
      const target = slugs.get(ad.subcategoryId)!;
      return canTravel(target.category.slug, target.seed.slug);
    });
    const offered = travelling.filter((ad) => ad.deliveryAvailable);
    expect(offered.length / travelling.length).toBeGreaterThan(0.5);
    expect(offered.length / travelling.length).toBeLessThan(0.7);
    for (const ad of offered) {
      expect(ad.parcelSize).not.toBeNull();
      expect(ad.weightGrams).toBeGreaterThan(0);
      expect(ad.weightGrams!).toBeLessThanOrEqual(parcelSizeLimits[ad.parcelSize!].maxWeightKg * 1000);
    }
    const staying = ads.filter((ad) => !travelling.includes(ad));
    expect(staying.length).toBeGreaterThan(0);
    expect(staying.every((ad) => !ad.deliveryAvailable && ad.parcelSize === null)).toBe(true);
  });
});
