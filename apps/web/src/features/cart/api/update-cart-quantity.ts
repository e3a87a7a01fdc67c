import { cartSavedReplySchema, cartSetQuantity, messages } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useCartMutation, withEntries } from './mutation.ts';

interface QuantityChange {
  productId: number;
  quantity: number;
}

/** `PUT /api/cart/{productId} {quantity}`. */
export const updateCartQuantity = ({ productId, quantity }: QuantityChange) =>
  apiRequest<typeof cartSavedReplySchema>(`/cart/${productId}`, {
    method: 'PUT',
    body: JSON.stringify({ quantity }),
  });

/** − and + on /cart: the number changes at once; no toast for each step. */
export const useUpdateCartQuantity = () =>
  useCartMutation({
    call: updateCartQuantity,
    optimistic: (cart, { productId, quantity }) =>
      withEntries(cart, cartSetQuantity(cart.data, productId, quantity)),
    fallback: messages.cartLoadError,
  });
