// The orders module's public surface: what other modules may import from it.
export { ordersService, type OrdersService } from './service.ts';
