import { avatarLabels, countLabel, messages } from '@mp/contract';
import { Modal } from '../../shared/ui/index.ts';
import { formatRating } from './rating.ts';
import styles from './AvatarBlock.module.css';

/** A review as the modal lists it (spec §3 Review); the reviews service is not built yet. */
export interface ReviewItem {
  id: number;
  rating: number;
  comment: string | null;
  author: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  rating: number | null;
  reviews?: readonly ReviewItem[];
}

/** Spec §2 reviews modal: the average out of 10, how many, and the list; «Пока нет отзывов» when empty. */
export function ReviewsDialog({ open, onClose, rating, reviews = [] }: Props) {
  return (
    <Modal open={open} title={avatarLabels.reviews} onClose={onClose}>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>{avatarLabels.averageRating}</span>
        <strong className={styles.summaryValue}>{formatRating(rating)}</strong>
        <span className={styles.summaryCount}>{countLabel(reviews.length, avatarLabels.reviewForms)}</span>
      </div>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{messages.noReviews}</p>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.reviewHead}>
                <strong>{review.author}</strong> · {avatarLabels.ratingOutOf(review.rating)}
              </p>
              {review.comment && <p>{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
