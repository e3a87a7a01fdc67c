import { Field, type FieldProps } from '../../shared/form/Field.tsx';

/**
 * «Пароли не совпадают» sits under the password, as the server reports it, so editing the
 * confirmation re-checks the password field too; otherwise the message outlives the mismatch.
 */
export const rechecksPassword = { deps: 'password' } as const;

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
