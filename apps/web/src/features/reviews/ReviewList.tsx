import type { ReactNode } from 'react';
import { avatarLabels, messages, type Review } from '@mp/contract';
import { formatLongDate } from '../../shared/lib/dates.ts';
import styles from './Reviews.module.css';

/** Reviews as the modal and «Мои отзывы» list them: who, the mark out of 10, about what, the text, photos. */
export function ReviewList({
  reviews,
  actions,
}: {
  reviews: readonly Review[];
  actions?: (review: Review) => ReactNode;
}) {
  if (reviews.length === 0) return <p className={styles.empty}>{messages.noReviews}</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.head}>
            <strong>{review.author.name}</strong> · {avatarLabels.ratingOutOf(review.rating)} ·{' '}
            <span className={styles.muted}>{formatLongDate(review.created_at)}</span>
          </p>
          {review.product_name && <p className={styles.muted}>{review.product_name}</p>}
          {review.comment && <p className={styles.comment}>{review.comment}</p>}
          {review.images.length > 0 && (
            <div className={styles.photos}>
              {review.images.map((url) => (
                <img key={url} src={url} alt="" width={72} height={72} loading="lazy" />
              ))}
            </div>
          )}
          {actions?.(review)}
        </li>
      ))}
    </ul>
  );
}
