import type { ProductCard as Product } from '@mp/contract';
import { ProductCard, ProductCardSkeleton } from '../card/ProductCard.tsx';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly Product[];
  /** Skeleton cards appended after the products while a page loads. */
  skeletons?: number;
  /** Ads to grey out as withdrawn (kept favourites that left the site). */
  unavailableIds?: ReadonlySet<number>;
  /** The grid opens the screen: the photos of its first row on a phone load first. */
  leading?: boolean;
  /** The cards' name heading: `h2` when no section heading stands between the grid and the page's `h1`. */
  cardHeading?: 'h2' | 'h3';
}

const phoneRow = 2;

/** Cards in a responsive grid: 2 columns on phones, up to 5 on wide screens (by its own width). */
export function ProductGrid({
  products,
  skeletons = 0,
  unavailableIds,
  leading = false,
  cardHeading,
}: Props) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            unavailable={unavailableIds?.has(product.id)}
            priority={leading && index < phoneRow}
            heading={cardHeading}
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
