import { useId, type InputHTMLAttributes, type Ref } from 'react';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from '../api/http.ts';
import { showServerError } from './server-errors.ts';
import styles from './form-kit.module.css';

/** A field's message, announced as it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

type ChoiceInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

interface RadioGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  error?: string;
  /** The `register(name)` result, shared by every radio of the group. */
  input: ChoiceInput;
}

/** A labelled group of radios with its message tied to the group. */
export function RadioGroup<T extends string>({ legend, options, labels, error, input }: RadioGroupProps<T>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" value={option} {...input} />
            {labels[option]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A checkbox with its label on the right, and a hint under it tied to the checkbox. */
export function CheckField({ label, hint, ...input }: ChoiceInput & { label: string; hint?: string }) {
  const hintId = `${useId()}-hint`;
  const check = (
    <label className={styles.choice}>
      <input type="checkbox" aria-describedby={hint ? hintId : undefined} {...input} />
      {label}
    </label>
  );
  if (!hint) return check;
  return (
    <div className={styles.check}>
      {check}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}

/**
 * Shows a failed save: 422 messages under their fields (the first of them focused), anything else
 * as the spec §8 error notice with the action's fallback.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): void {
  showServerError(error, fallback, fields, setError);
  if (!(error instanceof ApiError)) return;
  const first = fields.find((field) => error.errors?.[field]?.[0]);
  if (first) setFocus(first);
}
