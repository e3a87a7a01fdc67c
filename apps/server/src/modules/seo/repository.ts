import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** W3C datetime in UTC, as sitemaps write `lastmod`. */
const utcLastmod = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export type SeoRepository = ReturnType<typeof seoRepository>;

/** The SQL of the sitemaps: active ads by id ranges. */
export function seoRepository(db: Db) {
  return {
    /**
     * The products sitemap's parts that hold active ads: part `n` covers ids `((n-1)·size, n·size]`,
     * so no part can exceed `size` URLs; with the newest change of each.
     */
    async productParts(size: number): Promise<{ part: number; lastmod: string }[]> {
      const part = sql<number>`((${products.id} - 1) / ${size} + 1)::int`;
      return db
        .select({ part, lastmod: utcLastmod(sql`max(${products.updatedAt})`) })
        .from(products)
        .where(eq(products.status, 'active'))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Up to `limit` active ads with `afterId < id <= lastId`, by id (keyset pagination). */
    async activeProducts(afterId: number, lastId: number, limit: number) {
      return db
        .select({ id: products.id, lastmod: utcLastmod(products.updatedAt) })
        .from(products)
        .where(and(eq(products.status, 'active'), gt(products.id, afterId), lte(products.id, lastId)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
  };
}
