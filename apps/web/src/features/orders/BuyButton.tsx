import { useState } from 'react';
import { useNavigate } from 'react-router';
import { orderLabels, type ProductDetail } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button } from '../../shared/ui/index.ts';
import { CheckoutDialog } from './checkout-dialog.ts';
import { DeliveryBuyButton } from './delivery/DeliveryBuyButton.tsx';

/**
 * «Купить» on the ad page: orders `quantity` units of the ad at once; a guest is asked to sign in first.
 * An ad that travels also has «Купить с доставкой» to a pickup point in the buyer's city (or the ad's).
 */
export function BuyButton({ product, quantity }: { product: ProductDetail; quantity: number }) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        block
        variant="secondary"
        onClick={() => (signedIn ? setOpen(true) : void navigate('/authorization'))}
      >
        {orderLabels.buy}
      </Button>
      {open && (
        <CheckoutDialog
          open
          onClose={() => setOpen(false)}
          lines={[{ id: product.id, name: product.name, price: product.price, quantity }]}
          source={{ items: [{ product_id: product.id, quantity }] }}
        />
      )}
      {product.delivery_available && (
        <DeliveryBuyButton
          block
          lines={[{ id: product.id, name: product.name, price: product.price, quantity }]}
          source={{ items: [{ product_id: product.id, quantity }] }}
          quoteFor={{ product_id: product.id, quantity }}
          fallbackCity={product.city}
        />
      )}
    </>
  );
}
