import type { MouseEvent } from 'react';
import { favouriteLabels, type ProductCard } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useFavourite } from './useFavourite.ts';
import styles from './FavouriteButton.module.css';

interface Props {
  product: ProductCard;
  /** `card`: a round icon over the card's photo; `page`: a button with its label beside the price. */
  look?: 'card' | 'page';
}

/** The heart: a toggle button whose name says what a press does. */
export function FavouriteButton({ product, look = 'card' }: Props) {
  const { kept, toggle } = useFavourite(product);
  const label = kept ? favouriteLabels.remove : favouriteLabels.add;
  const onClick = (event: MouseEvent) => {
    // The card around it is a link; a heart tap must not open the ad.
    event.preventDefault();
    event.stopPropagation();
    toggle();
  };
  if (look === 'page') {
    return (
      <Button variant="secondary" block aria-pressed={kept} onClick={onClick}>
        <Icon name="heart" size={20} className={kept ? styles.filled : undefined} />
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      className={styles.card}
      aria-pressed={kept}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name="heart" size={20} className={kept ? styles.filled : undefined} />
    </button>
  );
}
