import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { cities, products } from '../../db/schema/index.ts';
import { imagesByProduct, toCard } from './present.ts';
import { cardColumns, notBlockedBy, productsRepository } from './repository.ts';
import { relatedAdsReplySchema } from './related-schema.ts';
import { TtlCache } from './ttl-cache.ts';

/** Cards in each of the product page's two blocks (similar ads, the seller's other ads). */
export const relatedLimit = 12;

type CardRow = Awaited<ReturnType<ReturnType<typeof relatedRepository>['newest']>>[number];

const newestFirst = (a: CardRow, b: CardRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/** SQL of the product page's related blocks; every statement reads one index in its order. */
function relatedRepository(db: Db) {
  return {
    /** The ad, when active: what its related blocks are chosen by. */
    async subject(id: number) {
      const [row] = await db
        .select({ userId: products.userId, subcategoryId: products.subcategoryId, cityId: products.cityId })
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 'active')));
      return row;
    },

    /** The newest active ads matching `where`, as card rows. */
    async newest(where: SQL | undefined, limit: number) {
      return db
        .select(cardColumns)
        .from(products)
        .innerJoin(cities, eq(cities.id, products.cityId))
        .where(and(eq(products.status, 'active'), where))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit);
    },
  };
}

export type RelatedAds = ReturnType<typeof relatedAds>;

/**
 * Similar ads and the seller's other ads of an ad page. Both are kept as ready JSON per ad for
 * `ttlMs` for every viewer who blocks nobody (guests and most users), like the ad page itself.
 */
export function relatedAds(db: Db, options = { ttlMs: 30_000, maxEntries: 20_000 }) {
  const repository = relatedRepository(db);
  const productsSql = productsRepository(db);
  const similarCache = new TtlCache<number, string>(options.maxEntries, options.ttlMs);
  const sellerCache = new TtlCache<number, string>(options.maxEntries, options.ttlMs);

  async function cards(rows: CardRow[]): Promise<ProductCard[]> {
    const images = imagesByProduct(await productsSql.images(rows.map((row) => row.id)));
    return rows.map((row) => toCard(row, images.get(row.id) ?? []));
  }

  /**
   * The newest ads of a subcategory under a city condition. VIP and ordinary ads are read apart, so
   * each statement walks `products_active_subcategory_feed_idx` (subcategory, is_vip, created_at,
   * city) backwards with the city checked in the index, and the two are merged here.
   */
  async function newestOfSubcategory(
    subcategoryId: number,
    city: SQL,
    excludeId: number,
    viewerId: number | undefined,
    limit: number,
  ): Promise<CardRow[]> {
    const where = (vip: boolean) =>
      and(
        eq(products.subcategoryId, subcategoryId),
        eq(products.isVip, vip),
        city,
        ne(products.id, excludeId),
        viewerId === undefined ? undefined : notBlockedBy(viewerId),
      );
    const [vip, plain] = await Promise.all([
      repository.newest(where(true), limit),
      repository.newest(where(false), limit),
    ]);
    return [...vip, ...plain].sort(newestFirst).slice(0, limit);
  }

  async function similarRows(id: number, viewerId: number | undefined): Promise<CardRow[] | undefined> {
    const ad = await repository.subject(id);
    if (!ad) return undefined;
    const sameCity = await newestOfSubcategory(
      ad.subcategoryId,
      eq(products.cityId, ad.cityId),
      id,
      viewerId,
      relatedLimit,
    );
    if (sameCity.length === relatedLimit) return sameCity;
    const elsewhere = await newestOfSubcategory(
      ad.subcategoryId,
      ne(products.cityId, ad.cityId),
      id,
      viewerId,
      relatedLimit - sameCity.length,
    );
    return [...sameCity, ...elsewhere];
  }

  /** The seller's other active ads, newest first, from `products_user_status_idx`. */
  async function sellerRows(id: number): Promise<CardRow[] | undefined> {
    const ad = await repository.subject(id);
    if (!ad) return undefined;
    return repository.newest(and(eq(products.userId, ad.userId), ne(products.id, id)), relatedLimit);
  }

  async function cached(
    cache: TtlCache<number, string>,
    id: number,
    load: () => Promise<CardRow[] | undefined>,
  ): Promise<string | undefined> {
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const rows = await load();
    if (rows === undefined) return undefined;
    const json = JSON.stringify(relatedAdsReplySchema.parse({ data: await cards(rows) }));
    cache.set(id, json);
    return json;
  }

  return {
    /**
     * Up to 12 active ads of the ad's subcategory, newest first: those in the ad's city, then the
     * others. `viewerId` (a viewer who has blocked someone) leaves out the blocked sellers and skips
     * the cache. Undefined when the ad is not active.
     */
    async similar(id: number, viewerId?: number): Promise<string | undefined> {
      if (viewerId === undefined) return cached(similarCache, id, () => similarRows(id, undefined));
      const rows = await similarRows(id, viewerId);
      return rows === undefined
        ? undefined
        : JSON.stringify(relatedAdsReplySchema.parse({ data: await cards(rows) }));
    },

    /** Up to 12 other active ads of the ad's seller, newest first; undefined when the ad is not active. */
    async sellerAds(id: number): Promise<string | undefined> {
      return cached(sellerCache, id, () => sellerRows(id));
    },

    /** Drops an ad's cached blocks (its own status changed). */
    forget(id: number): void {
      similarCache.delete(id);
      sellerCache.delete(id);
    },
  };
}
