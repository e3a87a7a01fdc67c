import type { ProductCard as Product } from '@mp/contract';
import { ProductCard, ProductCardSkeleton } from '../card/ProductCard.tsx';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly Product[];
  /** Skeleton cards appended after the products while a page loads. */
  skeletons?: number;
  /** Ads to grey out as withdrawn (kept favourites that left the site). */
  unavailableIds?: ReadonlySet<number>;
}

/** Cards in a responsive grid: 2 columns on phones, up to 5 on wide screens (by its own width). */
export function ProductGrid({ products, skeletons = 0, unavailableIds }: Props) {
  return (
    <div className={styles.container}>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} unavailable={unavailableIds?.has(product.id)} />
          </li>
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
