import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adStatsReplySchema, sellerStatsReplySchema, StatsPeriod } from '@mp/contract';
import { apiGet, toQueryString } from '../../shared/api/http.ts';

export const statsKeys = {
  ad: (id: number, days: StatsPeriod) => ['stats', 'ad', id, days] as const,
  seller: (days: StatsPeriod) => ['stats', 'seller', days] as const,
};

/** `GET /api/products/{id}/stats?days=`: the previous period stays on screen while the next loads. */
export function useAdStats(id: number, days: StatsPeriod) {
  return useQuery({
    queryKey: statsKeys.ad(id, days),
    queryFn: ({ signal }) =>
      apiGet<typeof adStatsReplySchema>(`/products/${id}/stats${toQueryString({ days })}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/user/stats?days=`: the seller's summary. */
export function useSellerStats(days: StatsPeriod) {
  return useQuery({
    queryKey: statsKeys.seller(days),
    queryFn: ({ signal }) =>
      apiGet<typeof sellerStatsReplySchema>(`/user/stats${toQueryString({ days })}`, signal),
    placeholderData: keepPreviousData,
  });
}
