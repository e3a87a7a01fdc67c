import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  filtersReplySchema,
  productDetailReplySchema,
  productsReplySchema,
  sellerPhoneReplySchema,
  type ProductsReply,
} from '@mp/contract';
import { ApiError, apiGet, toQueryString } from '../../shared/api/http.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { firstPage, mergePages, nextPageParam, type PageParam, type ProductFeed } from './paging.ts';
import { filtersToParams, type ProductFilters } from '../../shared/search-params.ts';

export interface FeedQuery {
  filters: ProductFilters;
  /** Selected cities; empty means all of Russia. */
  cityIds: number[];
}

interface FeedOptions {
  /** False while the cities to search are not known yet. */
  enabled?: boolean;
}

export const productKeys = {
  feed: (query: FeedQuery) => ['products', 'feed', query] as const,
  filters: (subcategoryId: number | undefined) => ['filters', subcategoryId] as const,
};

const feedParams = (query: FeedQuery) => ({ 'city_id[]': query.cityIds, ...filtersToParams(query.filters) });

/** The query string of `GET /api/products` without its pages (what a saved search keeps). */
export const productsQueryString = (query: FeedQuery): string =>
  toQueryString(feedParams(query)).replace(/^\?/, '');

export function fetchProducts(
  query: FeedQuery,
  page: PageParam,
  signal?: AbortSignal,
): Promise<ProductsReply> {
  const qs = toQueryString({ ...feedParams(query), ...page });
  return apiGet<typeof productsReplySchema>(`/products${qs}`, signal);
}

const selectFeed = (data: { pages: ProductsReply[] }): ProductFeed => mergePages(data.pages);

/** The two product lists of spec §4, paged city-first, as one infinite query. */
export function useProductFeed(query: FeedQuery, { enabled = true }: FeedOptions = {}) {
  return useInfiniteQuery({
    enabled,
    queryKey: productKeys.feed(query),
    queryFn: ({ pageParam, signal }) => fetchProducts(query, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
    select: selectFeed,
    // Changing a filter keeps the old results on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useProduct(id: number) {
  return useQuery({
    // The shared key lets the breadcrumbs name the product from this reply.
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => apiGet<typeof productDetailReplySchema>(`/products/${id}`, signal),
    select: (reply) => reply.data,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/**
 * «Показать телефон»: asks for the seller's number on a press (each new seller counts towards the
 * viewer's daily limit, so it is never fetched ahead or retried).
 */
export function useSellerPhone(productId: number) {
  return useMutation({
    mutationFn: () => apiGet<typeof sellerPhoneReplySchema>(`/products/${productId}/phone`),
  });
}

/** Dynamic filters of a subcategory (GET /api/filters); none until one is chosen. */
export function useSubcategoryFilters(subcategoryId: number | undefined) {
  return useQuery({
    queryKey: productKeys.filters(subcategoryId),
    queryFn: ({ signal }) =>
      apiGet<typeof filtersReplySchema>(
        `/filters${toQueryString({ subcategory_id: subcategoryId })}`,
        signal,
      ),
    select: (reply) => reply.data,
    enabled: subcategoryId !== undefined,
    staleTime: Infinity,
  });
}
