import { cartReplySchema, cartSavedReplySchema, cartUnits, messages, type CartItem } from '@mp/contract';
import { ok, type Reply, type Routes } from '../../../test/api.ts';

export const cartLine = (id: number, overrides: Partial<CartItem['products'][number]> = {}) => ({
  id,
  name: `Товар ${id}`,
  price: 100,
  added_price: 100,
  image: null,
  max_quantity: 5,
  quantity: 1,
  available: true,
  delivery_available: false,
  ...overrides,
});

export const cartEntry = (sellerId: number, products: CartItem['products']): CartItem => ({
  id: sellerId,
  seller: { id: sellerId, name: `Продавец ${sellerId}` },
  order_processing_type: 'manual',
  auto_percentage: 0,
  products,
});

const reply = (data: CartItem[]) => ({ data, total: 0, count: cartUnits(data) });

/** A signed-in person's cart on a fake server: POST adds a line of seller 7 (or fails with `post`). */
export function cartServer(
  initial: CartItem[],
  { post }: { post?: (id: number) => Reply | undefined } = {},
): Routes {
  let data = [...initial];
  return {
    'GET /api/cart': () => ok(cartReplySchema, reply(data)),
    'POST /api/cart': ({ body }) => {
      const { product_id: id, quantity } = body as { product_id: number; quantity: number };
      const failed = post?.(id);
      if (failed) return failed;
      data = [cartEntry(7, [cartLine(id, { quantity })]), ...data];
      return ok(cartSavedReplySchema, { ...reply(data), message: messages.cartAdded }, 201);
    },
  };
}
