import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adDrafts, draftImages, productImages, products } from '../../db/schema/index.ts';
import type { ProductValues, StoredImage } from './repository.ts';

const draftImageColumns = { id: draftImages.id, path: draftImages.path, fullPath: draftImages.fullPath };

/** The SQL of a seller's drafts and of publishing one: part of the ads repository. */
export function draftQueries(db: Db) {
  return {
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
    async publishDraft(draftId: number, values: ProductValues, q: Db = db): Promise<number | undefined> {
      return q.transaction(async (tx) => {
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
