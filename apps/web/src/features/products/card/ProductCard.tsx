import { Link } from 'react-router';
import { productLabels, type ProductCard as Product } from '@mp/contract';
import { Price, Skeleton } from '../../../shared/ui/index.ts';
import { formatRelativeDate } from '../format.ts';
import { ProductImage } from '../../../shared/ui/ProductImage.tsx';
import styles from './ProductCard.module.css';

interface Props {
  product: Product;
}

/** One ad in a list; the whole card links to its page. */
export function ProductCard({ product }: Props) {
  return (
    <article className={styles.card}>
      <Link to={`/product/${product.id}`} className={styles.link}>
        <div className={styles.media}>
          <ProductImage path={product.images[0]?.path} alt={product.name} />
          {product.is_vip && <span className={styles.vip}>{productLabels.vip}</span>}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name} title={product.name}>
            {product.name}
          </h3>
          <Price value={product.price} oldValue={product.old_price} className={styles.price} />
          <p className={styles.meta}>
            <span>{product.city_name}</span>
            <time dateTime={product.created_at}>{formatRelativeDate(product.created_at)}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}

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
