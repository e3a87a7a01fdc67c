import { avatarLabels, countLabel, messages } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { InlineError, Modal, Skeleton } from '../../shared/ui/index.ts';
import { formatRating } from './rating.ts';
import { useReviews } from './api.ts';
import { ReviewList } from './ReviewList.tsx';
import styles from './Reviews.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  sellerId: number;
  rating: number | null;
}

/** Spec §2 reviews modal: the average out of 10, how many, and the list; «Пока нет отзывов» when empty. */
export function SellerReviewsDialog({ open, onClose, sellerId, rating }: Props) {
  const reviews = useReviews({ seller_id: sellerId }, open);
  return (
    <Modal open={open} title={avatarLabels.reviews} onClose={onClose}>
      <div className={styles.summary}>
        <span className={styles.muted}>{avatarLabels.averageRating}</span>
        <strong className={styles.summaryValue}>{formatRating(rating)}</strong>
        {reviews.data && (
          <span className={styles.muted}>
            {countLabel(reviews.data.pagination.total, avatarLabels.reviewForms)}
          </span>
        )}
      </div>
      {reviews.isPending ? (
        <Skeleton height={80} />
      ) : reviews.isError ? (
        <InlineError
          message={errorMessage(reviews.error, messages.reviewsLoadError)}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <ReviewList reviews={reviews.data.data} />
      )}
    </Modal>
  );
}
