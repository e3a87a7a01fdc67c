import { useInfiniteQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adSavedReplySchema,
  draftListSchema,
  myAdsReplySchema,
  type AdAction,
  type PromotionKind,
  type MyAdsState,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';
import { nextPage } from '../../shared/api/next-page.ts';
import { packagesKey } from '../packages/index.ts';

export const myAdsKeys = {
  all: ['my-ads'] as const,
  list: (status: MyAdsState) => ['my-ads', status] as const,
  drafts: ['drafts', 'list'] as const,
};

/** `GET /api/user/products?status=&page=`, paged with «Показать ещё». */
export function useMyAds(status: MyAdsState) {
  return useInfiniteQuery({
    queryKey: myAdsKeys.list(status),
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof myAdsReplySchema>(`/user/products${toQueryString({ status, page: pageParam })}`, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** `GET /api/drafts?page=`, paged with «Показать ещё» as the ads are. */
export function useMyDrafts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: myAdsKeys.drafts,
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof draftListSchema>(`/drafts${toQueryString({ page: pageParam })}`, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** A deletion's reply; only its success matters. */
type MessageReply = z.ZodType<{ message?: string }>;

/** A state action (`sold`, `archive`, …) or a promotion (`raise`, `vip`) of one ad. */
export const runAdAction = (id: number, action: AdAction | PromotionKind) =>
  apiRequest<typeof adSavedReplySchema>(`/products/${id}/${action}`, { method: 'POST' });

/** `POST /api/products/{id}/appeal`: a refused ad back to a moderator with the seller's comment, once. */
export const appealAd = (id: number, comment: string) =>
  apiRequest<typeof adSavedReplySchema>(`/products/${id}/appeal`, {
    method: 'POST',
    body: JSON.stringify({ comment }),
  });

export const deleteAd = (id: number) => apiRequest<MessageReply>(`/product/${id}`, { method: 'DELETE' });

export const deleteDraft = (id: number) => apiRequest<MessageReply>(`/drafts/${id}`, { method: 'DELETE' });

/** A change to the seller's ads: every list and count, and the credits a promotion spends, are fetched again. */
export function useMyAdsMutation<T, R>(call: (variables: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myAdsKeys.all }),
        client.invalidateQueries({ queryKey: myAdsKeys.drafts }),
        client.invalidateQueries({ queryKey: packagesKey }),
      ]),
  });
}
