import { authLabels } from '@mp/contract';
import { Field } from '../../shared/form/Field.tsx';

type CodeFieldProps = Omit<Parameters<typeof Field>[0], 'label'>;

/** The 6-digit SMS code; phones offer it from the message via one-time-code. */
export function CodeField(props: CodeFieldProps) {
  return (
    <Field
      label={authLabels.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}
