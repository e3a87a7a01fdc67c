// The delivery module's public surface: what other modules may import from it.
export { deliveryService, type DeliveryService } from './service.ts';
