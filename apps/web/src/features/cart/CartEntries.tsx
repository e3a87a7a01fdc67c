import type { ReactNode } from 'react';
import { cartLabels, formatPrice, type CartItem } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { ProductImage } from '../../shared/ui/ProductImage.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { countsTowardsTotal, useCartActions, type CartLine } from './useCart.ts';
import styles from './Cart.module.css';

interface Props {
  entries: CartItem[];
  total: number;
  /** What goes under each seller's entry (the page puts «Оформить заказ» there). */
  entryAction?: (entry: CartItem) => ReactNode;
}

/** The cart's entries, one section per seller, and the total with «Очистить корзину». */
export function CartEntries({ entries, total, entryAction }: Props) {
  const { clear } = useCartActions();
  return (
    <div className={styles.cart}>
      {entries.map((entry) => (
        <section key={entry.id} className={styles.entry} aria-label={entry.seller.name}>
          <h2 className={styles.seller}>
            <span className={styles.sellerLabel}>{cartLabels.seller}</span> {entry.seller.name}
          </h2>
          <ul className={styles.lines}>
            {entry.products.map((line) => (
              <CartLineRow key={line.id} line={line} />
            ))}
          </ul>
          {entryAction?.(entry)}
        </section>
      ))}
      <footer className={styles.summary}>
        <p className={styles.total}>
          {cartLabels.total}: <strong data-testid="cart-total">{formatPrice(total)}</strong>
        </p>
        <Button variant="secondary" onClick={clear}>
          {cartLabels.clear}
        </Button>
      </footer>
    </div>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { setQuantity, remove } = useCartActions();
  const counted = countsTowardsTotal(line);
  const flag = !line.available
    ? cartLabels.unavailable
    : line.max_quantity < 1
      ? cartLabels.outOfStock
      : line.quantity > line.max_quantity
        ? cartLabels.stockLeft(line.max_quantity)
        : null;
  return (
    <li className={counted ? styles.line : `${styles.line} ${styles.excluded}`}>
      <ProductImage path={line.image ?? undefined} alt={line.name} className={styles.image} />
      <div className={styles.about}>
        <p className={styles.name}>{line.name}</p>
        <p className={styles.price}>
          <span>{formatPrice(line.price)}</span>
          {line.added_price !== line.price && (
            <>
              {' '}
              <s className={styles.old}>{formatPrice(line.added_price)}</s>{' '}
              <span className={styles.note}>{cartLabels.priceChanged}</span>
            </>
          )}
        </p>
        {flag && (
          <p className={styles.flag}>
            {flag}. {cartLabels.notInTotal}
          </p>
        )}
      </div>
      {line.available && (
        <QuantityStepper
          value={line.quantity}
          max={Math.max(line.max_quantity, 1)}
          onChange={(quantity) => setQuantity(line.id, quantity)}
          label={cartLabels.quantityOf(line.name)}
        />
      )}
      <Button
        variant="ghost"
        size="s"
        aria-label={cartLabels.removeProduct(line.name)}
        onClick={() => remove(line.id)}
      >
        {cartLabels.remove}
      </Button>
    </li>
  );
}
