import { cartTotal, cartUnits, messages, type CartItem, type ProductDetail } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { toast } from '../../shared/ui/toast-store.ts';
import { useAddToCart } from './api/add-to-cart.ts';
import { useClearCart } from './api/clear-cart.ts';
import { useServerCart } from './api/get-cart.ts';
import { useRemoveFromCart } from './api/remove-from-cart.ts';
import { useUpdateCartQuantity } from './api/update-cart-quantity.ts';
import {
  addToLocalCart,
  removeFromLocalCart,
  setLocalCartQuantity,
  useLocalCart,
  writeLocalCart,
  type LocalCartEntry,
} from './local-cart.ts';

export type CartLine = CartItem['products'][number];

/** A line counts towards the total while its ad is on the site and the stock covers its quantity. */
export const countsTowardsTotal = (line: CartLine): boolean =>
  line.available && line.quantity <= line.max_quantity;

/**
 * A guest's entry as the server would show it: the price is the one it was added at, the ad available.
 * Delivery is offered once signed in, when the server's cart says which ads travel.
 */
const fromLocal = (entry: LocalCartEntry): CartItem => ({
  ...entry,
  products: entry.products.map((line) => ({
    ...line,
    added_price: line.price,
    available: true,
    delivery_available: false,
  })),
});

export interface CartView {
  entries: CartItem[];
  /** Spec §4/§9: lines that count, 2 decimals. */
  total: number;
  /** Units, for the badge. */
  count: number;
  /** Signed in and the first read still under way. */
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

/** The cart on /cart: the server's when signed in, the local one for guests, in one shape. */
export function useCart(): CartView {
  const signedIn = useSignedIn();
  const local = useLocalCart();
  const server = useServerCart(signedIn);
  const entries = signedIn ? (server.data?.data ?? []) : local.map(fromLocal);
  const counted = entries.map((entry) => ({ products: entry.products.filter(countsTowardsTotal) }));
  return {
    entries,
    total: cartTotal(counted),
    count: signedIn ? (server.data?.count ?? 0) : cartUnits(local),
    loading: signedIn && server.isPending,
    error: signedIn ? server.error : null,
    refetch: () => void server.refetch(),
  };
}

/** The header badge: the server's `count` when signed in, the local units for guests. */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const local = useLocalCart();
  const { data } = useServerCart(signedIn);
  return signedIn ? (data?.count ?? 0) : cartUnits(local);
}

/** What one can do to the cart: on the server when signed in, locally (with the same toasts) for guests. */
export function useCartActions() {
  const signedIn = useSignedIn();
  const add = useAddToCart();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  return {
    adding: add.isPending,
    add: (product: ProductDetail, quantity: number) => {
      if (signedIn) return add.mutate({ product_id: product.id, quantity });
      addToLocalCart(product, quantity);
      toast.success(messages.cartAdded);
    },
    setQuantity: (productId: number, quantity: number) => {
      if (signedIn) update.mutate({ productId, quantity });
      else setLocalCartQuantity(productId, quantity);
    },
    remove: (productId: number) => {
      if (signedIn) return remove.mutate(productId);
      removeFromLocalCart(productId);
      toast.success(messages.cartRemoved);
    },
    clear: () => {
      if (signedIn) return clear.mutate();
      writeLocalCart([]);
      toast.success(messages.cartCleared);
    },
  };
}
