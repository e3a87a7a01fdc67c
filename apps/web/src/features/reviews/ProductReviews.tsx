import { avatarLabels, countLabel, messages, reviewLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { useProductStats, useReviews } from './api.ts';
import { formatRating } from './rating.ts';
import { ReviewList } from './ReviewList.tsx';
import styles from './Reviews.module.css';

/** «Отзывы о товаре» on the ad page: the ad's mean out of 10, how many, and the newest reviews. */
export function ProductReviews({ productId }: { productId: number }) {
  const stats = useProductStats(productId);
  const reviews = useReviews({ product_id: productId });
  return (
    <section className={styles.orderReviews} aria-label={reviewLabels.aboutThisProduct}>
      <h2>{reviewLabels.aboutThisProduct}</h2>
      {stats.data && stats.data.count > 0 && (
        <p className={styles.summary}>
          <strong className={styles.summaryValue}>{formatRating(stats.data.rating)}</strong>
          <span className={styles.muted}>{countLabel(stats.data.count, avatarLabels.reviewForms)}</span>
        </p>
      )}
      {reviews.isError ? (
        <InlineError
          message={errorMessage(reviews.error, messages.reviewsLoadError)}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        reviews.data && <ReviewList reviews={reviews.data.data} />
      )}
    </section>
  );
}
