import { useState, type FormEvent } from 'react';
import { messages, reviewLabels, reviewLimits } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, Modal } from '../../shared/ui/index.ts';
import type { ReviewDraft } from './api.ts';
import { ReviewPhotosField } from './ReviewPhotosField.tsx';
import styles from './Reviews.module.css';

interface Props {
  title: string;
  onClose: () => void;
  /** Sends the draft; a rejection's message is shown in the form. */
  onSubmit: (draft: ReviewDraft) => Promise<unknown>;
  withPhotos?: boolean;
  initial?: { rating: number; text: string; images: readonly string[] };
  submitLabel?: string;
}

const marks = Array.from({ length: reviewLimits.ratingMax }, (_, index) => index + 1);

/** A review: a mark from 1 to 10, the text, and (for an ad) up to 5 photos. */
export function ReviewForm({ title, onClose, onSubmit, withPhotos = false, initial, submitLabel }: Props) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(messages.reviewRatingInvalid);
    if (text.trim().length > reviewLimits.commentMax) return setError(messages.reviewCommentTooLong);
    setSending(true);
    try {
      await onSubmit({ rating, text: text.trim(), photos });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, messages.reviewSaveError));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={title} onClose={onClose}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.scale}>
          <legend>{reviewLabels.rating}</legend>
          {marks.map((mark) => (
            <button
              key={mark}
              type="button"
              className={styles.mark}
              aria-pressed={rating === mark}
              aria-label={reviewLabels.mark(mark)}
              onClick={() => setRating(mark)}
            >
              {mark}
            </button>
          ))}
        </fieldset>
        <label className={styles.form}>
          {reviewLabels.text}
          <textarea
            className={styles.textarea}
            value={text}
            maxLength={reviewLimits.commentMax}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {withPhotos && (
          <ReviewPhotosField current={initial?.images ?? []} onChange={setPhotos} onError={setError} />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={sending}>
          {submitLabel ?? reviewLabels.publish}
        </Button>
      </form>
    </Modal>
  );
}
