import { useState, type ReactNode } from 'react';
import { cartLabels, type ProductDetail } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { useCartActions } from './useCart.ts';
import styles from './Cart.module.css';

interface Props {
  product: ProductDetail;
  /** Another action on the same number of units (the page puts «Купить» there). */
  buy?: (quantity: number) => ReactNode;
}

/** «В корзину» on the ad page: how many (up to the stock), then add; hidden by the page on one's own ad. */
export function AddToCart({ product, buy }: Props) {
  const [quantity, setQuantity] = useState(1);
  const { add, adding } = useCartActions();
  if (product.quantity < 1) return null;
  return (
    <div className={styles.addToCart}>
      <QuantityStepper
        value={Math.min(quantity, product.quantity)}
        max={product.quantity}
        onChange={setQuantity}
        label={cartLabels.quantity}
      />
      <Button block disabled={adding} onClick={() => add(product, Math.min(quantity, product.quantity))}>
        <Icon name="cart" size={20} />
        {cartLabels.addToCart}
      </Button>
      {buy?.(Math.min(quantity, product.quantity))}
    </div>
  );
}
