import { Link } from 'react-router';
import { mapLabels, productLabels, type MapPoint } from '@mp/contract';
import { Price } from '../../shared/ui/index.ts';
import { ProductImage } from '../../shared/ui/ProductImage.tsx';
import styles from './MapPointCard.module.css';

interface Props {
  point: MapPoint;
  /** `row` in the list beside the map, `popup` inside a marker's popup. */
  variant?: 'popup' | 'row';
}

/** An ad on the map: photo, name and price, linking to its page (/product/:id). */
export function MapPointCard({ point, variant = 'popup' }: Props) {
  return (
    <article className={variant === 'popup' ? styles.popup : styles.row}>
      <Link
        to={`/product/${point.id}`}
        className={styles.link}
        aria-label={`${mapLabels.openAd}: ${point.name}`}
      >
        <div className={styles.media}>
          <ProductImage path={point.image ?? undefined} alt="" />
          {point.is_vip && <span className={styles.vip}>{productLabels.vip}</span>}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name} title={point.name}>
            {point.name}
          </h3>
          <Price value={point.price} className={styles.price} />
        </div>
      </Link>
    </article>
  );
}
