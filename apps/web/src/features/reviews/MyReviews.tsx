import { useState } from 'react';
import { messages, reviewLabels, type Review } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, InlineError, Panel, Skeleton, toast } from '../../shared/ui/index.ts';
import { useReviewActions, useReviews } from './api.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewList } from './ReviewList.tsx';
import styles from './Reviews.module.css';

/** «Мои отзывы»: the person's reviews, newest first, each to change or delete. */
export function MyReviews({ userId }: { userId: number }) {
  const reviews = useReviews({ user_id: userId });
  const actions = useReviewActions();
  const [editing, setEditing] = useState<Review>();
  if (reviews.isPending) return <Skeleton height={160} />;
  if (reviews.isError) {
    return (
      <InlineError
        message={errorMessage(reviews.error, messages.reviewsLoadError)}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const remove = (review: Review) =>
    actions.remove.mutate(review.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, messages.reviewSaveError)),
    });
  return (
    <Panel>
      <div className={styles.orderReviews}>
        <ReviewList
          reviews={reviews.data.data}
          actions={(review) => (
            <div className={styles.actions}>
              <Button variant="secondary" size="s" onClick={() => setEditing(review)}>
                {reviewLabels.edit}
              </Button>
              <Button variant="ghost" size="s" onClick={() => remove(review)}>
                {reviewLabels.remove}
              </Button>
            </div>
          )}
        />
      </div>
      {editing && (
        <ReviewForm
          title={reviewLabels.editTitle}
          withPhotos={editing.kind === 'product'}
          initial={{ rating: editing.rating, text: editing.comment, images: editing.images }}
          submitLabel={reviewLabels.save}
          onClose={() => setEditing(undefined)}
          onSubmit={(draft) =>
            actions.update
              .mutateAsync({ id: editing.id, draft })
              .then(({ message }) => toast.success(message))
          }
        />
      )}
    </Panel>
  );
}
