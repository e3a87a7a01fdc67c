import { and, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { MyAdsState, PromotionKind } from '@mp/contract';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  categories,
  cities,
  companies,
  productImages,
  products,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { cardImages, categorySlugOf, viewsOf } from '../products/index.ts';
import { draftQueries } from './draft-repository.ts';
export type ProductValues = typeof products.$inferInsert;
/** The columns outside the ad's state: `lifecycle.ts` alone writes status, expiry and moderation note. */
export type ProductFields = Omit<
  ProductValues,
  'status' | 'expiresAt' | 'moderationNote' | 'appealComment' | 'appealedAt' | 'clearedFindings'
>;
export type ProductRow = typeof products.$inferSelect;
export interface StoredImage {
  path: string;
  fullPath: string;
}
/** A picture stored by a publish, with its perceptual hash and the hash's parts (none for a plain picture). */
export interface StoredPicture extends StoredImage {
  pictureHash: bigint | null;
  hashParts: number[];
}
export interface ImageRow extends StoredImage {
  id: number;
}

/** Columns of a seller's own ad card (`myAdSchema`). */
const myAdColumns = {
  id: products.id,
  name: products.name,
  priceKopecks: products.priceKopecks,
  oldPriceKopecks: products.oldPriceKopecks,
  quantity: products.quantity,
  categoryId: products.categoryId,
  categorySlug: categorySlugOf(products.categoryId),
  subcategoryId: products.subcategoryId,
  cityId: products.cityId,
  cityName: cities.name,
  isVip: products.isVip,
  condition: products.condition,
  sellerType: products.sellerType,
  createdAt: products.createdAt,
  status: products.status,
  views: viewsOf(products.id),
  expiresAt: products.expiresAt,
  vipUntil: products.vipUntil,
  moderationNote: products.moderationNote,
  appealedAt: products.appealedAt,
  images: cardImages(products.id),
};

const imageColumns = { id: productImages.id, path: productImages.path, fullPath: productImages.fullPath };

export type AdsRepository = ReturnType<typeof adsRepository>;
export type MyAdRow = Awaited<ReturnType<AdsRepository['myAds']>>[number];

/** A promotion that did not happen, rolling its transaction back. */
class Outcome extends Error {
  constructor(readonly outcome: 'no-credit' | 'not-active') {
    super(outcome);
  }
}

/** All SQL of the seller's side of ads: their products, images and drafts (`draft-repository.ts`). */
export function adsRepository(db: Db) {
  return {
    ...draftQueries(db),

    // --- reference lookups of the checks ---
    async subcategory(id: number) {
      const [row] = await db
        .select({
          id: subcategories.id,
          slug: subcategories.slug,
          categoryId: subcategories.categoryId,
          categorySlug: categories.slug,
        })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(subcategories.id, id));
      return row;
    },
    async categoryExists(id: number): Promise<boolean> {
      return (
        (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0
      );
    },
    async cityExists(id: number): Promise<boolean> {
      return (await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id))).length > 0;
    },
    /**
     * What a new ad needs to know of its seller: a company (the ad's seller type), when the account was made
     * and how many ads it has placed since `since` (the automatic checks' velocity), in one statement.
     */
    async seller(
      userId: number,
      since: Date,
    ): Promise<{ hasCompany: boolean; createdAt: Date; adsSince: number }> {
      const [row] = await db
        .select({
          hasCompany: sql<boolean>`exists (select 1 from ${companies} where ${companies.userId} = ${userId})`,
          createdAt: users.createdAt,
          adsSince: sql<number>`(select count(*)::int from ${products}
            where ${products.userId} = ${userId} and ${products.createdAt} >= ${since.toISOString()}::timestamptz)`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { hasCompany: false, createdAt: since, adsSince: 0 };
    },

    /**
     * Up to 5 other sellers' active or held ads whose description has the key (`textKeyOf`), oldest first;
     * with `before`, those placed before that ad only.
     */
    async sameTextAds(textKey: number, sellerId: number, before?: number): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.textKey, textKey),
            sql`${products.status} in ('active', 'moderation')`,
            ne(products.userId, sellerId),
            before === undefined ? undefined : lt(products.id, before),
          ),
        )
        .orderBy(asc(products.id))
        .limit(5);
      return rows.map((row) => row.id);
    },

    /**
     * The median price of the active ads of each subcategory in each city where at least `sampleMin` ads
     * tell it (a zero price left out): the typical prices the automatic checks compare with. A scan of the
     * active ads, run once a day.
     */
    async typicalPrices(sampleMin: number) {
      const result = await db.execute(sql`select ${products.subcategoryId} as "subcategoryId",
          ${products.cityId} as "cityId",
          percentile_disc(0.5) within group (order by ${products.priceKopecks})::bigint as "medianKopecks",
          count(*)::int as "ads"
        from ${products}
        where ${products.status} = 'active' and ${products.priceKopecks} > 0
        group by 1, 2 having count(*) >= ${sampleMin}`);
      return rowsOf<{ subcategoryId: number; cityId: number; medianKopecks: string | number; ads: number }>(
        result,
      ).map((row) => ({ ...row, medianKopecks: Number(row.medianKopecks) }));
    },

    /**
     * Raises an active ad to the top of its search or makes it VIP for `vipDays`, paying with one credit
     * (`spend`, in the same transaction). Resolves to 'done', 'no-credit', or 'not-active' (nothing spent).
     */
    async promote(
      id: number,
      kind: PromotionKind,
      at: Date,
      vipDays: number,
      spend: (tx: Db) => Promise<boolean>,
      q: Db = db,
    ): Promise<'done' | 'no-credit' | 'not-active'> {
      const values =
        kind === 'raise'
          ? { raisedAt: at }
          : {
              isVip: true,
              vipUntil: sql`greatest(coalesce(${products.vipUntil}, ${at}), ${at}) + make_interval(days => ${vipDays})`,
            };
      try {
        return await q.transaction(async (tx) => {
          const moved = await tx
            .update(products)
            .set(values)
            .where(and(eq(products.id, id), eq(products.status, 'active')))
            .returning({ id: products.id });
          if (moved.length === 0) throw new Outcome('not-active');
          if (!(await spend(tx))) throw new Outcome('no-credit');
          return 'done' as const;
        });
      } catch (err) {
        if (err instanceof Outcome) return err.outcome;
        throw err;
      }
    },

    /** Paid VIP placements past their end become ordinary; resolves to those ads' ids. */
    async endVipDue(at: Date): Promise<number[]> {
      const rows = await db
        .update(products)
        .set({ isVip: false, vipUntil: null })
        .where(and(eq(products.isVip, true), sql`${products.vipUntil} <= ${at}`))
        .returning({ id: products.id });
      return rows.map((row) => row.id);
    },

    /** The person's ads on sale or waiting for moderation: what the active-ads limit counts. */
    async liveCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(products)
        .where(and(eq(products.userId, userId), inArray(products.status, ['active', 'moderation'])));
      return row?.value ?? 0;
    },

    // --- products ---
    /**
     * Inserts an ad with its images (positions in order, the first the cover), in the caller's transaction
     * `q` when given; resolves to its id.
     */
    async createProduct(values: ProductValues, images: StoredPicture[], q: Db = db): Promise<number> {
      return q.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        const id = row!.id;
        if (images.length > 0) {
          await tx
            .insert(productImages)
            .values(images.map((image, position) => ({ productId: id, position, ...image })));
        }
        return id;
      });
    },

    async product(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    async updateProduct(id: number, values: Partial<ProductFields>): Promise<void> {
      await db.update(products).set(values).where(eq(products.id, id));
    },

    /**
     * An edit's fields, saved only if `move` (the lifecycle's compare-and-set of the ad's state, in the
     * same transaction) applies; resolves to whether it did.
     */
    async editProduct(
      id: number,
      values: Partial<ProductFields>,
      move: (tx: Db) => Promise<boolean>,
      q: Db = db,
    ): Promise<boolean> {
      return q.transaction(async (tx) => {
        if (!(await move(tx))) return false;
        await tx.update(products).set(values).where(eq(products.id, id));
        return true;
      });
    },

    /** Deletes an ad (its image rows cascade); resolves to the files its images used. */
    async deleteProduct(id: number): Promise<StoredImage[]> {
      return db.transaction(async (tx) => {
        const images = await tx
          .select({ path: productImages.path, fullPath: productImages.fullPath })
          .from(productImages)
          .where(eq(productImages.productId, id));
        await tx.delete(products).where(eq(products.id, id));
        return images;
      });
    },

    async images(productId: number): Promise<ImageRow[]> {
      return db
        .select(imageColumns)
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position), asc(productImages.id));
    },

    /**
     * Appends images under a lock of the ad's row, so two uploads cannot pass the limit together;
     * `check` sees the current count and throws to refuse.
     */
    async addImages(
      productId: number,
      images: StoredPicture[],
      check: (current: number) => void,
      q: Db = db,
    ) {
      await q.transaction(async (tx) => {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
        const [row] = await tx
          .select({ n: count(), last: sql<number | null>`max(${productImages.position})` })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        check(row?.n ?? 0);
        const start = (row?.last ?? -1) + 1;
        await tx
          .insert(productImages)
          .values(images.map((image, i) => ({ productId, position: start + i, ...image })));
      });
    },

    /** Removes one image unless it is the last one (`check` sees the count and may throw). */
    async deleteImage(productId: number, imageId: number, check: (current: number) => void) {
      return db.transaction(async (tx) => {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
        const current = await tx
          .select(imageColumns)
          .from(productImages)
          .where(eq(productImages.productId, productId));
        const image = current.find((row) => row.id === imageId);
        if (!image) return undefined;
        check(current.length);
        await tx.delete(productImages).where(eq(productImages.id, imageId));
        return image;
      });
    },

    /** Sets positions 0..n-1 in the order of `ids` (already checked to be exactly the ad's images). */
    async reorderImages(productId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx
            .update(productImages)
            .set({ position })
            .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
        }
      });
    },

    async myAd(id: number) {
      const [row] = await db
        .select(myAdColumns)
        .from(products)
        .innerJoin(cities, eq(cities.id, products.cityId))
        .where(eq(products.id, id));
      return row;
    },

    async myAds(userId: number, status: MyAdsState, offset: number, limit: number) {
      return db
        .select(myAdColumns)
        .from(products)
        .innerJoin(cities, eq(cities.id, products.cityId))
        .where(and(eq(products.userId, userId), eq(products.status, status)))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset);
    },

    /** The seller's ads per state (the `products_user_status_idx` answers it). */
    async countsByState(userId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ status: products.status, n: count() })
        .from(products)
        .where(eq(products.userId, userId))
        .groupBy(products.status);
      return new Map(rows.map((row) => [row.status, row.n]));
    },
  };
}
