import { useId, useState, type FormEvent } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import styles from './CommentForm.module.css';

export interface CommentFormProps {
  label: string;
  /** Under the field: who reads the text, what happens next. */
  hint: string;
  max: number;
  /** Shown when the text is empty or longer than `max`. */
  requiredMessage: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** The text, trimmed; `fail` shows the server's refusal under the field. */
  onSubmit: (text: string, fail: (problem: string) => void) => void;
}

/** A dialog's one required text (a rejection's reason, an appeal's comment), with its count of characters. */
export function CommentForm(props: CommentFormProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > props.max) {
      setProblem(props.requiredMessage);
      return;
    }
    setProblem(null);
    props.onSubmit(trimmed, setProblem);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        {props.label}
      </label>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={text}
        maxLength={props.max}
        rows={4}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        data-autofocus
        onChange={(event) => setText(event.target.value)}
      />
      <p className={styles.counter}>
        <span>{props.hint}</span>
        <span aria-hidden="true">
          {text.length}/{props.max}
        </span>
      </p>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button type="submit" disabled={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The form in a dialog titled `title`, open while `open`; cancelling or closing it calls `onCancel`. */
export function CommentDialog({ open, title, ...form }: CommentFormProps & { open: boolean; title: string }) {
  return (
    <Modal open={open} title={title} onClose={form.onCancel}>
      {open && <CommentForm {...form} />}
    </Modal>
  );
}
