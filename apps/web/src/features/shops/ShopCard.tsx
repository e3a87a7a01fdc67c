import { Link } from 'react-router';
import { avatarLabels, countLabel, productLabels, shopLabels, type Shop } from '@mp/contract';
import { formatRating } from '../reviews/index.ts';
import { Icon } from '../../shared/ui/index.ts';
import styles from './Shops.module.css';

/** A shop of the directory: logo, name, rating, reviews and ads; it opens the seller's public page. */
export function ShopCard({ shop }: { shop: Shop }) {
  return (
    <Link to={`/profile/user/${shop.user_id}`} className={styles.card}>
      {shop.logo ? (
        <img
          className={styles.logo}
          src={shop.logo}
          alt={shopLabels.logoOf(shop.name)}
          width={64}
          height={64}
        />
      ) : (
        <span className={styles.logo} aria-hidden="true">
          {shop.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.body}>
        <span className={styles.name} title={shop.name}>
          <span className={styles.nameText}>{shop.name}</span>
          {shop.verified && (
            <span className={styles.verified} title={avatarLabels.verifiedShop}>
              <Icon name="check" size={14} />
              <span className="visually-hidden">{avatarLabels.verifiedShop}</span>
            </span>
          )}
        </span>
        <span className={styles.meta}>
          <span className={styles.rating}>{formatRating(shop.rating)}</span>
          <span>{countLabel(shop.reviews_count, avatarLabels.reviewForms)}</span>
        </span>
        <span className={styles.ads}>{countLabel(shop.ads_count, productLabels.adForms)}</span>
      </span>
    </Link>
  );
}
