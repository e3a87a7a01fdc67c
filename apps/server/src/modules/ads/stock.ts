import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImages, products } from '../../db/schema/index.ts';

/** What an order keeps of an ad it took units of: the price and pictures of that moment. */
export interface TakenUnits {
  productId: number;
  sellerId: number;
  name: string;
  priceKopecks: number;
  images: string[];
}

/**
 * The ad's stock (`quantity`) as orders move it; the seller's edit form sets it otherwise. Both moves are
 * single conditional updates, so concurrent buyers queue on the row and never take more than there is.
 * Callers pass their transaction and announce the change once it commits.
 */
export const adStock = {
  /**
   * Takes `quantity` units of an active ad that is not the buyer's own; undefined (nothing taken) when
   * there are fewer, or the ad is no longer active.
   */
  async take(tx: Db, productId: number, quantity: number): Promise<TakenUnits | undefined> {
    const [taken] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}` })
      .where(and(eq(products.id, productId), eq(products.status, 'active'), gte(products.quantity, quantity)))
      .returning({
        productId: products.id,
        sellerId: products.userId,
        name: products.name,
        priceKopecks: products.priceKopecks,
      });
    if (!taken) return undefined;
    const images = await tx
      .select({ path: productImages.path })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    return { ...taken, images: images.map((image) => image.path) };
  },

  /** Puts units back (a cancelled order), whatever the ad's state now; a deleted ad is skipped. */
  async giveBack(tx: Db, lines: readonly { productId: number; quantity: number }[]): Promise<void> {
    for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  },
};
export type AdStock = typeof adStock;
