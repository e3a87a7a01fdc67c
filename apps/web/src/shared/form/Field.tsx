import type { InputHTMLAttributes } from 'react';
import { LabelledControl } from './LabelledControl.tsx';
import styles from './Field.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its validation message announced to assistive technology. */
export function Field({ label, error, ...input }: FieldProps) {
  return (
    <LabelledControl label={label} error={error} classes={styles}>
      {(control) => <input {...control} {...input} />}
    </LabelledControl>
  );
}
