import { useState } from 'react';
import { useNavigate } from 'react-router';
import { orderLabels, type CartItem } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button } from '../../shared/ui/index.ts';
import { CheckoutDialog } from './checkout-dialog.ts';
import { DeliveryBuyButton } from './delivery/DeliveryBuyButton.tsx';
import styles from './Orders.module.css';

/** Lines of an entry that can be ordered as they are: on sale, and within today's stock. */
const orderable = (entry: CartItem) =>
  entry.products.every((line) => line.available && line.quantity <= line.max_quantity);


/**
 * «Оформить заказ» under a seller's entry of the cart: one order of the whole entry (spec §4). An entry
 * with a withdrawn ad or more units than in stock is fixed in the cart first; a guest signs in first.
 */
export function CartEntryCheckout({ entry }: { entry: CartItem }) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ready = orderable(entry);
  const [first] = entry.products;
  const delivery = entry.products.length > 0 && entry.products.every((line) => line.delivery_available);
  return (
    <div className={styles.entryCheckout}>
      {!ready && <p className={styles.hint}>{orderLabels.fixCartFirst}</p>}
      <Button disabled={!ready} onClick={() => (signedIn ? setOpen(true) : void navigate('/authorization'))}>
        {orderLabels.checkout}
      </Button>
      {delivery && first && (
        <DeliveryBuyButton
          disabled={!ready}
          lines={entry.products}
          source={{ cart_item_id: entry.id }}
          quoteFor={{ cart_item_id: entry.id }}
        />
      )}
      {open && (
        <CheckoutDialog
          open
          onClose={() => setOpen(false)}
          lines={entry.products}
          source={{ cart_item_id: entry.id }}
        />
      )}
    </div>
  );
}
