import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/index.ts';

/**
 * A picture's hash and its parts, as `platform/images/picture-hash.ts` computes them; a picture without
 * detail has no hash and no parts (checked, and matching nothing).
 */
export interface PictureHash {
  imageId: number;
  hash: bigint | null;
  parts: number[];
}

/** Another active ad's picture that may be one of this ad's: the two hashes, for measuring, and its ad. */
export interface NearPicture {
  mine: bigint;
  theirs: bigint;
  productId: number;
  name: string;
  userId: number;
}

export type AdPicturesRepository = ReturnType<typeof adPicturesRepository>;

/** The pictures' hashes, by which the automatic checks find a photo already in another ad (issue 33). */
export function adPicturesRepository(db: Db) {
  const theirs = alias(productImages, 'theirs');

  return {
    /** The ad's pictures not checked yet, with the address of their full picture. */
    unhashed(productId: number): Promise<{ id: number; fullPath: string }[]> {
      return db
        .select({ id: productImages.id, fullPath: productImages.fullPath })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), isNull(productImages.hashParts)));
    },

    /** The pictures' hashes and parts, in one transaction (an update by key each). */
    async saveHashes(hashes: readonly PictureHash[]): Promise<void> {
      if (hashes.length === 0) return;
      await db.transaction(async (tx) => {
        for (const { imageId, hash, parts } of hashes) {
          await tx
            .update(productImages)
            .set({ pictureHash: hash, hashParts: parts })
            .where(eq(productImages.id, imageId));
        }
      });
    },

    /**
     * Pictures of other active ads sharing a part of a hash with one of this ad's hashed pictures (the
     * index of parts finds them); the caller measures how near each one is.
     */
    near(productId: number): Promise<NearPicture[]> {
      return db
        .select({
          mine: sql<bigint>`${productImages.pictureHash}`.mapWith((value: string | number | bigint) =>
            BigInt(value),
          ),
          theirs: sql<bigint>`${theirs.pictureHash}`.mapWith((value: string | number | bigint) =>
            BigInt(value),
          ),
          productId: products.id,
          name: products.name,
          userId: products.userId,
        })
        .from(productImages)
        .innerJoin(
          theirs,
          and(
            isNotNull(theirs.hashParts),
            sql`${theirs.hashParts} && ${productImages.hashParts}`,
            ne(theirs.productId, productImages.productId),
          ),
        )
        .innerJoin(products, and(eq(products.id, theirs.productId), eq(products.status, 'active')))
        .where(and(eq(productImages.productId, productId), isNotNull(productImages.pictureHash)));
    },
  };
}
