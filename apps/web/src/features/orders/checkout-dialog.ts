import { lazyPart } from '../../shared/lib/lazy-part.tsx';

/** The checkout dialog, loaded when first opened: the ad page and the cart do not carry its form. */
export const CheckoutDialog = lazyPart(() =>
  import('./CheckoutDialog.tsx').then((module) => module.CheckoutDialog),
);
