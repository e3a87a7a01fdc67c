import { memo } from 'react';
import { Link } from 'react-router';
import { favouriteLabels, productLabels, type ProductCard as Product } from '@mp/contract';
import { FavouriteButton } from '../../favourites/index.ts';
import { Price, Skeleton } from '../../../shared/ui/index.ts';
import { formatRelativeDate } from '../../../shared/lib/dates.ts';
import { ProductImage } from '../../../shared/ui/ProductImage.tsx';
import styles from './ProductCard.module.css';

interface Props {
  product: Product;
  /** A kept ad that left the site: greyed out with «Снято с публикации». */
  unavailable?: boolean;
  /** One of the first cards on the screen: its photo loads first. */
  priority?: boolean;
  /** The name's heading level: `h2` when the list sits right under the page's `h1`. */
  heading?: 'h2' | 'h3';
}

/**
 * One ad in a list; the whole card links to its page, and the heart over the photo keeps it. Memoised:
 * a list page drawn again (a city remembered after the app takes the page over, a filter count) leaves
 * its unchanged cards alone, which on a phone was the longest task of the search page's start.
 */
export const ProductCard = memo(function ProductCard({
  product,
  unavailable = false,
  priority = false,
  heading: Heading = 'h3',
}: Props) {
  return (
    <article className={unavailable ? `${styles.card} ${styles.unavailable}` : styles.card}>
      <Link to={`/product/${product.id}`} className={styles.link}>
        <div className={styles.media}>
          <ProductImage path={product.images[0]?.path} alt={product.name} priority={priority} />
          {product.is_vip && <span className={styles.vip}>{productLabels.vip}</span>}
          {unavailable && <span className={styles.withdrawn}>{favouriteLabels.withdrawn}</span>}
        </div>
        <div className={styles.body}>
          <Heading className={styles.name} title={product.name}>
            {product.name}
          </Heading>
          <Price
            value={product.price}
            oldValue={product.old_price}
            kind={product.kind}
            className={styles.price}
          />
          <p className={styles.meta}>
            <span>{product.city_name}</span>
            <time dateTime={product.created_at}>{formatRelativeDate(product.created_at)}</time>
          </p>
        </div>
      </Link>
      <FavouriteButton product={product} />
    </article>
  );
});

/** The card's shape while a page loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.media} height="auto" radius={16} />
      <div className={styles.body}>
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
        <Skeleton height={20} width="45%" />
      </div>
    </div>
  );
}
