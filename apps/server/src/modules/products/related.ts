import { and, eq, ne, type SQL } from 'drizzle-orm';
import { messages, relatedAdsReplySchema, type AuthUser, type ProductCard } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { notBlockedBy, type BlocksService } from '../blocks/index.ts';
import type { ProductChanges } from './product-changes.ts';
import type { CardRow, RelatedRepository } from './related-repository.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/** Cards in each of the product page's two blocks (similar ads, the seller's other ads). */
export const relatedLimit = 12;

const newestFirst = (a: CardRow, b: CardRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

export type RelatedAds = ReturnType<typeof relatedAds>;

export interface RelatedDeps {
  repository: RelatedRepository;
  /** Cards of ad rows (the products service's). */
  cards: (rows: CardRow[]) => ProductCard[];
  blocks: BlocksService;
  changes: ProductChanges;
}

/**
 * Similar ads and the seller's other ads of an ad page. Both are kept as ready JSON per ad for
 * `ttlMs` for every viewer who blocks nobody (guests and most users), like the ad page itself.
 */
export function relatedAds(
  { repository, cards, blocks, changes }: RelatedDeps,
  options = { ttlMs: 30_000, maxEntries: 20_000 },
) {
  const similarCache = new TtlCache<number, string>(options.maxEntries, options.ttlMs);
  const sellerCache = new TtlCache<number, string>(options.maxEntries, options.ttlMs);

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
        viewerId === undefined ? undefined : notBlockedBy(viewerId, products.userId),
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
    const json = JSON.stringify(relatedAdsReplySchema.parse({ data: cards(rows) }));
    cache.set(id, json);
    return json;
  }

  // An ad that changed drops its own cached blocks; its appearance in other ads' blocks waits for their TTL.
  changes.listen((id) => {
    similarCache.delete(id);
    sellerCache.delete(id);
  });

  const found = (json: string | undefined): string => {
    if (json === undefined) throw notFound(messages.productNotFound);
    return json;
  };

  return {
    /**
     * Up to 12 active ads of the ad's subcategory, newest first, as ready JSON: those in the ad's city,
     * then the others. A viewer who has blocked someone does not see the blocked sellers (and skips
     * the cache). 404 when the ad is not active.
     */
    async similar(id: number, viewer?: AuthUser): Promise<string> {
      const viewerId = await blocks.hidingViewer(viewer);
      if (viewerId === undefined)
        return found(await cached(similarCache, id, () => similarRows(id, undefined)));
      const rows = await similarRows(id, viewerId);
      return found(
        rows === undefined ? undefined : JSON.stringify(relatedAdsReplySchema.parse({ data: cards(rows) })),
      );
    },

    /** Up to 12 other active ads of the ad's seller, newest first, as ready JSON; 404 when the ad is not active. */
    async sellerAds(id: number): Promise<string> {
      return found(await cached(sellerCache, id, () => sellerRows(id)));
    },
  };
}
