// The cart module's public surface: what other modules may import from it.
export { cartService, type CartService } from './service.ts';
