import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label and message. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  error: string | undefined;
  /** Another element describing the control (a counter, a hint), read before the message. */
  describedBy?: string;
  /** The form's own class names for the wrapper, label, control and message. */
  classes: { field?: string; label?: string; input?: string; error?: string };
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control (input, select, textarea) with its validation message announced and tied to it. */
export function LabelledControl({ label, error, describedBy, classes, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({
        id,
        className: classes.input ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [describedBy, error && errorId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
