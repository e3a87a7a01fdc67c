import { canTravel, parcelSizeLimits, type ParcelSize } from '@mp/contract';
import type { products } from '../db/schema/index.ts';
import { randomAttributes } from './attributes.ts';
import { streets } from './content/people.ts';
import { closings, conditionLines, shopLines } from './content/phrases.ts';
import type { CategorySeed, SubcategorySeed } from './content/types.ts';
import type { ImagePaths, PicturePool } from './images.ts';
import { shownIn } from './pictures/kinds.ts';
import { Random } from './random.ts';
import { makeRoster, type PlacedSeller } from './roster.ts';
import type { Sellers } from './sellers.ts';
import { adDescription, adTitle, roundPrice } from './text.ts';

export interface SubcategoryTarget {
  id: number;
  categoryId: number;
  category: CategorySeed;
  seed: SubcategorySeed;
}

export interface CityTarget {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Everything an ad is made from: database ids joined to the seed content. */
export interface AdContext {
  subcategories: readonly SubcategoryTarget[];
  cities: readonly CityTarget[];
  sellers: Sellers;
  /** The pictures the ads show, made as they are asked for. */
  pictures: PicturePool;
}

export type ProductRow = Omit<typeof products.$inferInsert, 'id'>;

export interface AdRow {
  product: ProductRow;
  images: ImagePaths[];
  /** How many times its page was opened. */
  views: number;
}

export interface AdOptions {
  now: Date;
  /** Inclusive bounds of pictures per ad. */
  imagesPerAd: readonly [number, number];
  /** Ads are dated within this many days before `now`. */
  days?: number;
}

const DAY_MS = 86_400_000;
const OLD_PRICE_SHARE = 0.15;
const VIP_SHARE = 0.03;

interface Placement {
  seller: PlacedSeller;
  byCompany: boolean;
  city: CityTarget;
}

/**
 * Endless believable ads. The first ones visit every subcategory once so each has ads; after that
 * subcategories are uniform. An ad is placed by a company of its category or by a private seller who
 * sells such things, in one of that seller's cities (see roster.ts).
 */
export function* adStream(context: AdContext, random: Random, options: AdOptions): Generator<AdRow, never> {
  const subs = context.subcategories;
  const roster = makeRoster(context.sellers, subs, context.cities);
  for (let i = 0; ; i++) {
    const target = subs[i] ?? random.pick(subs);
    const shops = roster.companiesByCategory.get(target.category.slug) ?? [];
    const byCompany = shops.length > 0 && random.chance(target.category.companyShare);
    const people = roster.privateBySubcategory.get(target.id) ?? [];
    const seller = random.pick(byCompany ? shops : people);
    yield makeAd(
      target,
      { seller, byCompany, city: random.pick(seller.cities) },
      context.pictures,
      random,
      options,
    );
  }
}

/** The next `count` ads of a stream. */
export function takeAds(stream: Generator<AdRow, never>, count: number): AdRow[] {
  return Array.from({ length: count }, () => stream.next().value);
}

function makeAd(
  target: SubcategoryTarget,
  { seller, byCompany, city }: Placement,
  pictures: PicturePool,
  random: Random,
  options: AdOptions,
): AdRow {
  const { seed, category } = target;
  const attributes = randomAttributes(seed.filters, random);
  const condition = pickCondition(seed, byCompany, random);
  const price = randomPrice(seed.price, random);
  const isGoods = category.kind === 'goods';
  const description = adDescription(seed, random, {
    lead: byCompany && isGoods ? random.pick(shopLines) : isGoods ? conditionLines[condition] : undefined,
    closing: random.pick(closings[category.kind]),
  });
  const createdAt = new Date(options.now.getTime() - random.next() * (options.days ?? 60) * DAY_MS);
  const { title, named } = adTitle(seed, attributes, random);
  const [minImages, maxImages] = options.imagesPerAd;
  return {
    product: {
      userId: seller.userId,
      name: title,
      description,
      priceKopecks: price * 100,
      oldPriceKopecks: random.chance(OLD_PRICE_SHARE) ? oldPrice(price, random) * 100 : null,
      quantity: byCompany ? random.int(1, 20) : random.chance(0.8) ? 1 : random.int(2, 5),
      categoryId: target.categoryId,
      subcategoryId: target.id,
      cityId: city.id,
      condition,
      sellerType: byCompany ? 'company' : 'private',
      isVip: random.chance(VIP_SHARE),
      attributes,
      // The street part only: pages print the city before it.
      address: `${random.pick(streets)}, ${random.int(1, 120)}`,
      // Within ~5 km of the centre, so map pins spread over the city.
      latitude: round6(city.latitude + (random.next() - 0.5) * 0.09),
      longitude: round6(city.longitude + (random.next() - 0.5) * 0.14),
      createdAt,
      updatedAt: createdAt,
      ...demoParcel(category.slug, seed.slug, createdAt.getTime() + price),
    },
    // Drawn before the pictures, as when it was a column of the ad, so seeded catalogues stay the same.
    views: random.int(0, 900),
    images: random
      .sample(pictures.of(shownIn(category.slug, seed, attributes, named)), random.int(minImages, maxImages))
      .map(({ path, fullPath }) => ({ path, fullPath })),
  };
}

/** The box a category's goods usually travel in, for demo ads that offer «Доставка». */
const parcelByCategory: Readonly<Record<string, ParcelSize>> = {
  books: 'XS',
  electronics: 'S',
  clothing: 'S',
  kids: 'S',
  animals: 'S',
  hobby: 'S',
  home: 'M',
  sport: 'M',
  auto: 'M',
};
/** The share of the ads that could travel which offer delivery, as on Avito. */
const DELIVERY_SHARE = 0.6;

/**
 * Whether a demo ad offers «Доставка», in which box and how heavy: drawn from a generator of its own,
 * seeded by the ad, so that the catalogue's other values stay the ones earlier versions made.
 */
function demoParcel(categorySlug: string, subcategorySlug: string, seed: number) {
  const size = parcelByCategory[categorySlug];
  const random = new Random(seed);
  if (!size || !canTravel(categorySlug, subcategorySlug) || !random.chance(DELIVERY_SHARE)) {
    return { deliveryAvailable: false, parcelSize: null, weightGrams: null };
  }
  const weightGrams = Math.round(parcelSizeLimits[size].maxWeightKg * (0.2 + random.next() * 0.6) * 10) * 100;
  return { deliveryAvailable: true, parcelSize: size, weightGrams };
}

function pickCondition(seed: SubcategorySeed, byCompany: boolean, random: Random): 'new' | 'used' {
  const mix = seed.condition ?? 'mixed';
  if (mix !== 'mixed') return mix;
  return random.chance(byCompany ? 0.85 : 0.15) ? 'new' : 'used';
}

/** Log-uniform, leaning to the cheaper end, as real listings do. */
function randomPrice([min, max]: readonly [number, number], random: Random): number {
  const t = random.next() ** 1.4;
  return roundPrice(Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * t));
}

function oldPrice(price: number, random: Random): number {
  return Math.max(roundPrice(price * (1.1 + random.next() * 0.4)), price + 10);
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
