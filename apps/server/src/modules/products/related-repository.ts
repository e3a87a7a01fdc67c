import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, products } from '../../db/schema/index.ts';
import { cardColumns } from './read-model.ts';

export type RelatedRepository = ReturnType<typeof relatedRepository>;
export type CardRow = Awaited<ReturnType<RelatedRepository['newest']>>[number];

/** SQL of the product page's related blocks; every statement reads one index in its order. */
export function relatedRepository(db: Db) {
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
