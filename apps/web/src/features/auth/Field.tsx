import { useId, type InputHTMLAttributes } from 'react';
import styles from './Auth.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message announced to assistive technology. */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The phone field: any usual Russian form is accepted, the contract's schema normalises it. */
export function PhoneField(props: Omit<FieldProps, 'type'>) {
  return <Field type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

type NewPasswordInput = Omit<FieldProps, 'label' | 'type'>;

/** A new password and its confirmation (registration and password reset). */
export function NewPasswordFields(props: {
  labels: { password: string; confirmation: string };
  password: NewPasswordInput;
  confirmation: NewPasswordInput;
}) {
  return (
    <>
      <Field label={props.labels.password} type="password" autoComplete="new-password" {...props.password} />
      <Field
        label={props.labels.confirmation}
        type="password"
        autoComplete="new-password"
        {...props.confirmation}
      />
    </>
  );
}
