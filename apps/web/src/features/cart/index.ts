export { AddToCart } from './AddToCart.tsx';
export { CartEntries } from './CartEntries.tsx';
export { useCart, useCartCount } from './useCart.ts';
export { useCartSync } from './useCartSync.ts';
export { useLocalCart } from './local-cart.ts';
export { cartKeys } from './api/keys.ts';
