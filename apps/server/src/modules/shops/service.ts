import { limits, type ShopsReply } from '@mp/contract';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { ShopsCriteria, ShopsRepository } from './repository.ts';

export type ShopsService = ReturnType<typeof shopsService>;

/** «Магазины»: the directory of companies selling in a city, as Avito lists shops. */
export function shopsService({ repository }: { repository: ShopsRepository }) {
  return {
    async page(criteria: ShopsCriteria, page: number): Promise<ShopsReply> {
      const perPage = limits.productsPerPage;
      const { rows, total } = await repository.page(criteria, offsetOf(page, perPage), perPage);
      return {
        data: rows.map((row) => ({
          id: row.id,
          user_id: row.userId,
          name: row.name,
          logo: row.logo,
          seller_type: row.sellerType,
          verified: row.moderationStatus === 'approved',
          rating: row.rating,
          reviews_count: row.reviewsCount,
          ads_count: row.adsCount,
        })),
        pagination: paginationOf(page, perPage, total),
      };
    },
  };
}
