import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, favorites, products } from '../../db/schema/index.ts';
import { cardColumns } from '../products/index.ts';

export type FavoritesRepository = ReturnType<typeof favoritesRepository>;
export type FavoriteRow = Awaited<ReturnType<FavoritesRepository['page']>>[number];

/** The SQL of «Избранное». */
export function favoritesRepository(db: Db) {
  return {
    /** Who placed an ad and whether it is on the site; undefined for no such ad. */
    async product(id: number) {
      const [row] = await db
        .select({ userId: products.userId, status: products.status })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    async count(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      return row?.n ?? 0;
    },

    /** Adds the ad; resolves to whether it was new (keeping an ad twice changes nothing). */
    async add(userId: number, productId: number, q: Db = db): Promise<boolean> {
      const rows = await q
        .insert(favorites)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning({ id: favorites.id });
      return rows.length > 0;
    },

    /** Whether it was kept. */
    async remove(userId: number, productId: number, q: Db = db): Promise<boolean> {
      const rows = await q
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .returning({ id: favorites.id });
      return rows.length > 0;
    },

    /** The ids of the ads the person keeps, newest first. */
    async productIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ productId: favorites.productId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.id));
      return rows.map((row) => row.productId);
    },

    /** One page of the person's favourites with their ads as card rows, newest first. */
    async page(userId: number, offset: number, limit: number, productId?: number) {
      return db
        .select({
          favoriteId: favorites.id,
          favoritedAt: favorites.createdAt,
          status: products.status,
          ...cardColumns,
        })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .innerJoin(cities, eq(cities.id, products.cityId))
        .where(
          and(
            eq(favorites.userId, userId),
            productId === undefined ? undefined : eq(favorites.productId, productId),
          ),
        )
        .orderBy(desc(favorites.createdAt), desc(favorites.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many people keep each of these ads. */
    async countsByProduct(productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: favorites.productId, n: count() })
        .from(favorites)
        .where(inArray(favorites.productId, productIds))
        .groupBy(favorites.productId);
      return new Map(rows.map((row) => [row.productId, row.n]));
    },
  };
}
