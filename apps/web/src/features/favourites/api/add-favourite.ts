import { favouriteSavedReplySchema, messages, type ProductCard } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useOptimisticFavourite } from './optimistic.ts';

/** `POST /api/favorites {product_id}`: 201 when new, 200 when already kept. */
export const addFavourite = (productId: number) =>
  apiRequest<typeof favouriteSavedReplySchema>('/favorites', {
    method: 'POST',
    body: JSON.stringify({ product_id: productId }),
  });

export const useAddFavourite = () =>
  useOptimisticFavourite({
    call: (product: ProductCard) => addFavourite(product.id),
    kept: true,
    fallback: messages.favouriteAddFailed,
  });
