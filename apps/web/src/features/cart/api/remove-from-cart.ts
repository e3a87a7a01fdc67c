import { cartRemove, cartSavedReplySchema, messages } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useCartMutation, withEntries } from './mutation.ts';

/** `DELETE /api/cart/{productId}`. */
export const removeFromCart = (productId: number) =>
  apiRequest<typeof cartSavedReplySchema>(`/cart/${productId}`, { method: 'DELETE' });

export const useRemoveFromCart = () =>
  useCartMutation({
    call: removeFromCart,
    optimistic: (cart, productId: number) => withEntries(cart, cartRemove(cart.data, productId)),
    fallback: messages.cartLoadError,
    success: messages.cartRemoved,
  });
