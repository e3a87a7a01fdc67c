import { Link } from 'react-router';
import { avatarLabels, countLabel, productLabels, type Seller } from '@mp/contract';
import { formatRating } from '../../reviews/index.ts';
import { formatMonthYear } from '../../../shared/lib/dates.ts';
import { ShowPhone } from './ShowPhone.tsx';
import styles from './SellerCard.module.css';

interface Props {
  seller: Seller;
  productId: number;
  /** The viewer's own ad: no way to contact oneself. */
  ownAd: boolean;
}

/**
 * Who sells: name, company or «Частное лицо», since when, how many active ads; links to the profile.
 * The ways to contact the seller of someone else's ad sit under them.
 */
export function SellerCard({ seller, productId, ownAd }: Props) {
  const profile = `/profile/user/${seller.id}`;
  return (
    <section className={styles.card} aria-label={productLabels.sellerType}>
      <Link to={profile} className={styles.identity}>
        {seller.profile_photo_url ? (
          <img className={styles.avatar} src={seller.profile_photo_url} alt="" loading="lazy" />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {seller.name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className={styles.names}>
          <span className={styles.name}>{seller.name}</span>
          <span className={styles.kind}>{seller.company_name ?? productLabels.privatePerson}</span>
        </span>
      </Link>
      <ul className={styles.facts}>
        <li>{productLabels.onSiteSince(formatMonthYear(seller.created_at))}</li>
        <li>{countLabel(seller.active_ads, productLabels.activeAdForms)}</li>
        <li>
          {avatarLabels.rating}: <strong>{formatRating(seller.rating)}</strong>
          {seller.reviews_count > 0 && ` · ${countLabel(seller.reviews_count, avatarLabels.reviewForms)}`}
        </li>
      </ul>
      {!ownAd && seller.allows_calls && (
        <div className={styles.contacts}>
          {/* A new ad gets a new button: a number shown for one ad is never left on another. */}
          <ShowPhone key={productId} productId={productId} />
        </div>
      )}
      <Link to={profile} className={styles.profileLink}>
        {productLabels.sellerProfile}
      </Link>
    </section>
  );
}
