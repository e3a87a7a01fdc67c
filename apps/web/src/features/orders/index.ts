export { BuyButton } from './BuyButton.tsx';
export { CartEntryCheckout } from './CartEntryCheckout.tsx';
export { OrderDetails } from './OrderDetails.tsx';
export { OrdersList } from './OrdersList.tsx';
export { orderNotified, useReplaceOrder } from './api.ts';
