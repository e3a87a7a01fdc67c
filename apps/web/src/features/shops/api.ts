import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { shopsReplySchema } from '@mp/contract';
import { apiGet, toQueryString } from '../../shared/api/http.ts';
import { nextPage } from '../../shared/api/next-page.ts';

export interface ShopsCriteria {
  cityId: number | undefined;
  search: string;
}

/** `GET /api/shops?city_id=&search=&page=`: 20 a page, most ads first. */
export const shopsOptions = ({ cityId, search }: ShopsCriteria) =>
  infiniteQueryOptions({
    queryKey: ['shops', cityId ?? null, search] as const,
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof shopsReplySchema>(
        `/shops${toQueryString({ city_id: cityId, search: search || undefined, page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useShops = (criteria: ShopsCriteria) => useInfiniteQuery(shopsOptions(criteria));
