import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageReplySchema,
  reviewSavedReplySchema,
  reviewsPageSchema,
  reviewStatsSchema,
  type SellerReviewBody,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';

/** Every reviews query starts with `reviews`: a written, changed or deleted review refreshes them all. */
const reviewKeys = {
  all: ['reviews'] as const,
  of: (filter: Record<string, number>) => ['reviews', filter] as const,
};

/** `GET /api/company/reviews?seller_id=` (a seller) or `GET /api/reviews?order_id=|user_id=`: the first 20. */
export function useReviews(
  filter: { seller_id: number } | { order_id: number } | { user_id: number } | { product_id: number },
  enabled = true,
) {
  const path = 'seller_id' in filter ? '/company/reviews' : '/reviews';
  return useQuery({
    queryKey: reviewKeys.of(filter),
    queryFn: ({ signal }) => apiGet<typeof reviewsPageSchema>(`${path}${toQueryString(filter)}`, signal),
    enabled,
  });
}

/** `GET /api/reviews/stats?product_id=`: an ad's rounded mean and count. */
export const useProductStats = (productId: number) =>
  useQuery({
    queryKey: [...reviewKeys.all, 'stats', productId],
    queryFn: ({ signal }) =>
      apiGet<typeof reviewStatsSchema>(`/reviews/stats${toQueryString({ product_id: productId })}`, signal),
  });

/** A review form's fields as the multipart API takes them. */
export interface ReviewDraft {
  rating: number;
  text: string;
  photos: readonly File[];
}

function reviewForm({ rating, text, photos }: ReviewDraft): FormData {
  const form = new FormData();
  form.append('rating', String(rating));
  form.append('review', text);
  for (const photo of photos) form.append('images[]', photo);
  return form;
}

/** Writing, changing and deleting reviews; each refreshes every list of reviews and the seller's rating. */
export function useReviewActions() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: reviewKeys.all });
  const done = { onSuccess: refresh };
  return {
    reviewProduct: useMutation({
      mutationFn: ({ productId, draft }: { productId: number; draft: ReviewDraft }) =>
        apiRequest<typeof reviewSavedReplySchema>(`/products/${productId}/reviews`, {
          method: 'POST',
          body: reviewForm(draft),
        }),
      ...done,
    }),
    reviewSeller: useMutation({
      mutationFn: (body: SellerReviewBody) =>
        apiRequest<typeof reviewSavedReplySchema>('/company/reviews', {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      ...done,
    }),
    update: useMutation({
      mutationFn: ({ id, draft }: { id: number; draft: ReviewDraft }) =>
        apiRequest<typeof reviewSavedReplySchema>(`/reviews/${id}`, {
          method: 'PUT',
          body: reviewForm(draft),
        }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest<typeof messageReplySchema>(`/reviews/${id}`, { method: 'DELETE' }),
      ...done,
    }),
  };
}
