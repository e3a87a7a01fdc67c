import { and, asc, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { companies, products } from '../../db/schema/index.ts';
import { notBlockedBy } from '../blocks/index.ts';
import { sellerRating, sellerReviewsCount } from '../reviews/index.ts';

export type ShopsRepository = ReturnType<typeof shopsRepository>;
export type ShopRow = Awaited<ReturnType<ShopsRepository['page']>>['rows'][number];

export interface ShopsCriteria {
  cityId?: number;
  search?: string;
  /** A signed-in viewer does not see the shops they blocked (record 0019). */
  viewerId?: number;
}

/** The SQL of «Магазины»: companies joined to their active ads where the buyer looks. */
export function shopsRepository(db: Db) {
  const where = ({ cityId, search, viewerId }: ShopsCriteria) =>
    and(
      eq(products.status, 'active'),
      cityId === undefined ? undefined : eq(products.cityId, cityId),
      search ? sql`${companies.name} ilike ${containing(search)}` : undefined,
      viewerId === undefined ? undefined : notBlockedBy(viewerId, products.userId),
    );
  const ofActiveAds = eq(products.userId, companies.userId);

  return {
    /** A page of shops, most ads first, then by name; and how many shops match. */
    async page(criteria: ShopsCriteria, offset: number, limit: number) {
      const adsCount = sql<number>`count(${products.id})::int`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: companies.id,
            userId: companies.userId,
            name: companies.name,
            logo: companies.logoUrl,
            sellerType: companies.sellerType,
            moderationStatus: companies.moderationStatus,
            rating: sellerRating(companies.userId),
            reviewsCount: sellerReviewsCount(companies.userId),
            adsCount,
          })
          .from(companies)
          .innerJoin(products, ofActiveAds)
          .where(where(criteria))
          .groupBy(companies.id)
          .orderBy(desc(adsCount), asc(companies.name), asc(companies.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: countDistinct(companies.id) })
          .from(companies)
          .innerJoin(products, ofActiveAds)
          .where(where(criteria)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
