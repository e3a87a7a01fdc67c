import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { walletLabels } from '@mp/contract';
import { errorMessage, ApiError } from '../../shared/api/http.ts';
import { Field } from '../../shared/form/Field.tsx';
import { Button } from '../../shared/ui/index.ts';
import { useSubmissionKey } from '../../shared/api/submission-key.ts';
import styles from './Wallet.module.css';

type FieldErrors = Record<string, string | undefined>;

interface Props<TSchema extends z.ZodType> {
  title: string;
  submitLabel: string;
  /** The contract's schema of the body: the same checks and Russian messages as the server's. */
  schema: TSchema;
  /** The body from the form's fields. */
  body: () => z.input<TSchema>;
  busy: boolean;
  fallback: string;
  send: (body: z.input<TSchema>, key: string) => Promise<unknown>;
  children: (errors: FieldErrors) => ReactNode;
}

/** A money form: checked by the contract, sent once per submission (its Idempotency-Key), errors by field. */
export function MoneyForm<TSchema extends z.ZodType>({
  title,
  submitLabel,
  schema,
  body,
  busy,
  fallback,
  send,
  children,
}: Props<TSchema>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const submission = useSubmissionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const values = body();
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await send(values, submission.keyFor(values));
      submission.done();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list[0]])));
      } else {
        setFormError(errorMessage(error, fallback));
      }
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <h2>{title}</h2>
      {children(errors)}
      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The sum field of a money form. */
export function AmountField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={walletLabels.amount}
      inputMode="decimal"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
