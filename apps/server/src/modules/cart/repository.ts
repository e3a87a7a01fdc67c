import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, companies, products, users } from '../../db/schema/index.ts';
import { categorySlugOf, coverImagePath } from '../products/index.ts';

export type CartRepository = ReturnType<typeof cartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];

/** The SQL of «Корзина». */
export function cartRepository(db: Db) {
  return {
    /**
     * Who placed an ad, whether it is on the site, its stock, today's price and its category (its kind);
     * undefined for no such ad.
     */
    async product(id: number) {
      const [row] = await db
        .select({
          userId: products.userId,
          status: products.status,
          quantity: products.quantity,
          priceKopecks: products.priceKopecks,
          categorySlug: categorySlugOf(products.categoryId),
        })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /** How many units of the ad the person's cart holds; undefined when it holds none. */
    async quantity(userId: number, productId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
      return row?.quantity;
    },

    /**
     * Adds `quantity` units of the ad (a new line keeps `priceKopecks` as the price when added), as long as
     * the line stays within `maxQuantity`; resolves to false (nothing changed) when it would not.
     */
    async add(
      userId: number,
      productId: number,
      quantity: number,
      priceKopecks: number,
      maxQuantity: number,
      q: Db = db,
    ): Promise<boolean> {
      if (quantity > maxQuantity) return false;
      const rows = await q
        .insert(cartLines)
        .values({ userId, productId, quantity, addedPriceKopecks: priceKopecks })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productId],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${maxQuantity}`,
        })
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    /** Sets the units of a line; resolves to false when the person has no line of that ad. */
    async setQuantity(userId: number, productId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    /** Removes a line; resolves to false when the person had no line of that ad. */
    async remove(userId: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    /** The person's lines of one seller's ads (one cart entry), as ad id and units. */
    async entry(userId: number, sellerId: number) {
      return db
        .select({ productId: cartLines.productId, quantity: cartLines.quantity })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .where(and(eq(cartLines.userId, userId), eq(products.userId, sellerId)))
        .orderBy(cartLines.productId);
    },

    /** Removes the lines of these ads, as part of the caller's transaction (an order took them). */
    async removeMany(userId: number, productIds: readonly number[], tx: Db = db): Promise<void> {
      if (productIds.length === 0) return;
      await tx
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, [...productIds])));
    },

    async clear(userId: number): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.userId, userId));
    },

    /**
     * Every line of the person's cart, newest first, with its ad (today's price and stock, the first
     * picture's card path), the seller's name and the seller's company's order type.
     */
    async lines(userId: number) {
      return db
        .select({
          productId: cartLines.productId,
          quantity: cartLines.quantity,
          addedPriceKopecks: cartLines.addedPriceKopecks,
          name: products.name,
          priceKopecks: products.priceKopecks,
          stock: products.quantity,
          status: products.status,
          deliveryAvailable: products.deliveryAvailable,
          image: coverImagePath(products.id),
          sellerId: users.id,
          sellerName: users.name,
          orderProcessingType: companies.orderProcessingType,
          autoPercentage: companies.autoPercentage,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(users, eq(users.id, products.userId))
        .leftJoin(companies, eq(companies.userId, products.userId))
        .where(eq(cartLines.userId, userId))
        .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
    },
  };
}
