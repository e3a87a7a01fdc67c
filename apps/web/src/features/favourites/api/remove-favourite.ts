import { messageReplySchema, messages, type ProductCard } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useOptimisticFavourite } from './optimistic.ts';

/** `DELETE /api/favorites/{id}` by the ad's id; removing one not kept answers 200 too. */
export const removeFavourite = (productId: number) =>
  apiRequest<typeof messageReplySchema>(`/favorites/${productId}`, { method: 'DELETE' });

export const useRemoveFavourite = () =>
  useOptimisticFavourite({
    call: (product: ProductCard) => removeFavourite(product.id),
    kept: false,
    fallback: messages.favouriteRemoveFailed,
  });
