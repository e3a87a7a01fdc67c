import { cartSavedReplySchema, messages } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useCartMutation, withEntries } from './mutation.ts';

/** `DELETE /api/cart`: empties the cart. */
export const clearCart = () => apiRequest<typeof cartSavedReplySchema>('/cart', { method: 'DELETE' });

export const useClearCart = () =>
  useCartMutation({
    call: (_: void) => clearCart(),
    optimistic: (cart) => withEntries(cart, []),
    fallback: messages.cartLoadError,
    success: messages.cartCleared,
  });
