import { cartSavedReplySchema, messages, type CartAddBody } from '@mp/contract';
import { apiRequest } from '../../../shared/api/http.ts';
import { useCartMutation } from './mutation.ts';

/** `POST /api/cart {product_id, quantity}`: 201 for a new line, 200 when it grew; the whole cart back. */
export const addToCart = (body: CartAddBody) =>
  apiRequest<typeof cartSavedReplySchema>('/cart', { method: 'POST', body: JSON.stringify(body) });

export const useAddToCart = () =>
  useCartMutation({ call: addToCart, fallback: messages.cartAddError, success: messages.cartAdded });
