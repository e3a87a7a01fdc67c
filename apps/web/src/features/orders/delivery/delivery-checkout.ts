import { lazyPart } from '../../../shared/lib/lazy-part.tsx';

/**
 * The delivery checkout, loaded when first opened: the ad page and the cart carry neither its form nor its
 * map (Leaflet loads later still, once the map is drawn).
 */
export const DeliveryCheckoutDialog = lazyPart(() =>
  import('./DeliveryCheckoutDialog.tsx').then((module) => module.DeliveryCheckoutDialog),
);
