import { useId, useState, type FormEvent } from 'react';
import {
  avatarLabels,
  messages,
  reportCommentMaxLength,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, Modal, toast } from '../../shared/ui/index.ts';
import { useReportUser } from './api.ts';
import styles from './AvatarBlock.module.css';

interface Props {
  userId: number;
  open: boolean;
  onClose: () => void;
}

/** «Пожаловаться»: a reason from the list, an optional comment (≤ 1000 characters), then the server's reply. */
export function ReportDialog({ userId, open, onClose }: Props) {
  return (
    <Modal open={open} title={avatarLabels.reportTitle} onClose={onClose}>
      {open && <ReportForm userId={userId} onDone={onClose} />}
    </Modal>
  );
}

function ReportForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useReportUser(userId);
  const commentId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(messages.reportReasonInvalid);
      return;
    }
    setProblem(null);
    report.mutate(
      { reason, comment: comment.trim() || null },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || messages.reportSent);
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, messages.serverError)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.reasons} aria-describedby={problem ? errorId : undefined}>
        <legend className={styles.legend}>{avatarLabels.reportReason}</legend>
        {reportReasons.map((value, index) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              data-autofocus={index === 0 ? true : undefined}
            />
            {reportReasonLabels[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={commentId} className={styles.legend}>
        {avatarLabels.reportComment}
      </label>
      <textarea
        id={commentId}
        className={styles.textarea}
        value={comment}
        maxLength={reportCommentMaxLength}
        rows={4}
        onChange={(event) => setComment(event.target.value)}
      />
      <p className={styles.counter} aria-hidden="true">
        {comment.length}/{reportCommentMaxLength}
      </p>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" block disabled={report.isPending}>
        {avatarLabels.reportSend}
      </Button>
    </form>
  );
}
