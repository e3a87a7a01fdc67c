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
import { useSendReport, type ReportTarget } from './api.ts';
import styles from './ReportDialog.module.css';

interface Props {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

const titles: Record<ReportTarget['kind'], string> = {
  user: avatarLabels.reportTitle,
  product: avatarLabels.reportAdTitle,
};

/**
 * «Пожаловаться» on a user or an ad: a reason from the list, an optional comment (≤ 1000
 * characters), then the server's reply — a toast on success; an error (e.g. 409, already
 * reported) keeps the dialog open with the server's message.
 */
export function ReportDialog({ target, open, onClose }: Props) {
  return (
    <Modal open={open} title={titles[target.kind]} onClose={onClose}>
      {open && <ReportForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useSendReport(target);
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
