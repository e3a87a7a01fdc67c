import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MyAdsState, PromotionKind } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import {
  adDrafts,
  categories,
  cities,
  companies,
  draftImages,
  productImages,
  products,
  subcategories,
} from '../../db/schema/index.ts';

import { cardImages, viewsOf } from '../products/repository.ts';
export type ProductValues = typeof products.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export interface StoredImage {
  path: string;
  fullPath: string;
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
  moderationNote: products.moderationNote,
  images: cardImages(products.id),
};

const imageColumns = { id: productImages.id, path: productImages.path, fullPath: productImages.fullPath };
const draftImageColumns = { id: draftImages.id, path: draftImages.path, fullPath: draftImages.fullPath };

export type AdsRepository = ReturnType<typeof adsRepository>;
export type MyAdRow = Awaited<ReturnType<AdsRepository['myAds']>>[number];

/** All SQL of the seller's side of ads: their products, images and drafts. */
/** A promotion that did not happen, rolling its transaction back. */
class Outcome extends Error {
  constructor(readonly outcome: 'no-credit' | 'not-active') {
    super(outcome);
  }
}

export function adsRepository(db: Db) {
  return {
    // --- reference lookups of the checks ---
    async subcategory(id: number) {
      const [row] = await db
        .select({ id: subcategories.id, categoryId: subcategories.categoryId, categorySlug: categories.slug })
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
    async hasCompany(userId: number): Promise<boolean> {
      const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
      return rows.length > 0;
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
    ): Promise<'done' | 'no-credit' | 'not-active'> {
      const values =
        kind === 'raise'
          ? { raisedAt: at }
          : {
              isVip: true,
              vipUntil: sql`greatest(coalesce(${products.vipUntil}, ${at}), ${at}) + make_interval(days => ${vipDays})`,
            };
      try {
        return await db.transaction(async (tx) => {
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
    /** Inserts an ad with its images (positions in order, the first the cover); resolves to its id. */
    async createProduct(values: ProductValues, images: StoredImage[]): Promise<number> {
      return db.transaction(async (tx) => {
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

    async updateProduct(id: number, values: Partial<ProductValues>): Promise<void> {
      await db.update(products).set(values).where(eq(products.id, id));
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
    async addImages(productId: number, images: StoredImage[], check: (current: number) => void) {
      await db.transaction(async (tx) => {
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

    // --- drafts ---
    async countDrafts(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adDrafts).where(eq(adDrafts.userId, userId));
      return row?.n ?? 0;
    },

    async createDraft(userId: number, fields: Record<string, unknown>, now: Date) {
      const [row] = await db
        .insert(adDrafts)
        .values({ userId, fields, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    /** A page of the user's drafts, newest first: the fields a list shows, not the whole draft. */
    async draftSummaries(userId: number, offset: number, limit: number) {
      return db
        .select({
          id: adDrafts.id,
          name: sql<string | null>`${adDrafts.fields}->>'name'`,
          price: sql<string | null>`${adDrafts.fields}->>'price'`,
          updatedAt: adDrafts.updatedAt,
        })
        .from(adDrafts)
        .where(eq(adDrafts.userId, userId))
        .orderBy(desc(adDrafts.updatedAt), desc(adDrafts.id))
        .offset(offset)
        .limit(limit);
    },

    /** The user's own draft; someone else's is as absent as a missing one. */
    async draft(id: number, userId: number) {
      const [row] = await db
        .select()
        .from(adDrafts)
        .where(and(eq(adDrafts.id, id), eq(adDrafts.userId, userId)));
      return row;
    },

    async updateDraft(id: number, fields: Record<string, unknown>, now: Date) {
      const [row] = await db
        .update(adDrafts)
        .set({ fields, updatedAt: now })
        .where(eq(adDrafts.id, id))
        .returning();
      return row;
    },

    async touchDraft(id: number, now: Date) {
      await db.update(adDrafts).set({ updatedAt: now }).where(eq(adDrafts.id, id));
    },

    /** Deletes a draft (its image rows cascade); resolves to the files its images used. */
    async deleteDraft(id: number): Promise<StoredImage[]> {
      return db.transaction(async (tx) => {
        const images = await tx
          .select({ path: draftImages.path, fullPath: draftImages.fullPath })
          .from(draftImages)
          .where(eq(draftImages.draftId, id));
        await tx.delete(adDrafts).where(eq(adDrafts.id, id));
        return images;
      });
    },

    async draftImages(draftIds: number[]) {
      if (draftIds.length === 0) return [];
      return db
        .select({ draftId: draftImages.draftId, ...draftImageColumns })
        .from(draftImages)
        .where(inArray(draftImages.draftId, draftIds))
        .orderBy(asc(draftImages.draftId), asc(draftImages.position), asc(draftImages.id));
    },

    async addDraftImages(draftId: number, images: StoredImage[], check: (current: number) => void) {
      await db.transaction(async (tx) => {
        await tx.select({ id: adDrafts.id }).from(adDrafts).where(eq(adDrafts.id, draftId)).for('update');
        const [row] = await tx
          .select({ n: count(), last: sql<number | null>`max(${draftImages.position})` })
          .from(draftImages)
          .where(eq(draftImages.draftId, draftId));
        check(row?.n ?? 0);
        const start = (row?.last ?? -1) + 1;
        await tx
          .insert(draftImages)
          .values(images.map((image, i) => ({ draftId, position: start + i, ...image })));
      });
    },

    async deleteDraftImage(draftId: number, imageId: number) {
      const [row] = await db
        .delete(draftImages)
        .where(and(eq(draftImages.id, imageId), eq(draftImages.draftId, draftId)))
        .returning(draftImageColumns);
      return row;
    },

    async reorderDraftImages(draftId: number, ids: number[]) {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx
            .update(draftImages)
            .set({ position })
            .where(and(eq(draftImages.id, id), eq(draftImages.draftId, draftId)));
        }
      });
    },

    /**
     * Publishing: the product is inserted with the draft's images (same files, rows moved in order)
     * and the draft deleted, in one transaction; resolves to the product's id, or undefined when the
     * draft went meanwhile.
     */
    async publishDraft(draftId: number, values: ProductValues): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [draft] = await tx
          .select({ id: adDrafts.id })
          .from(adDrafts)
          .where(eq(adDrafts.id, draftId))
          .for('update');
        if (!draft) return undefined;
        const images = await tx
          .select(draftImageColumns)
          .from(draftImages)
          .where(eq(draftImages.draftId, draftId))
          .orderBy(asc(draftImages.position), asc(draftImages.id));
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        const id = row!.id;
        if (images.length > 0) {
          await tx.insert(productImages).values(
            images.map((image, position) => ({
              productId: id,
              position,
              path: image.path,
              fullPath: image.fullPath,
            })),
          );
        }
        await tx.delete(adDrafts).where(eq(adDrafts.id, draftId));
        return id;
      });
    },
  };
}
