import { Field, type FieldProps } from '../../shared/form/Field.tsx';

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
