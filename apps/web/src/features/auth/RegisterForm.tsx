import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import { authLabels, messages, registerBodySchema, type RegisterBody } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { register } from './api.ts';
import { Field } from '../../shared/form/Field.tsx';
import { NewPasswordFields, rechecksPassword } from './AuthFields.tsx';
import { PhoneField } from './PhoneField.tsx';
import { showServerError } from '../../shared/form/server-errors.ts';
import styles from './Auth.module.css';

/** Registration's first step: the server texts a code; the body is kept for the code step. */
export function RegisterForm({ onCodeSent }: { onCodeSent: (body: RegisterBody) => void }) {
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: '', phone: '', password: '', password_confirmation: '' },
  });

  const submit = async (body: RegisterBody) => {
    try {
      await register(body);
      toast.success(messages.codeSent);
      onCodeSent(body);
    } catch (error) {
      showServerError(
        error,
        messages.registerDefault,
        ['name', 'phone', 'password', 'password_confirmation'],
        setError,
      );
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Field
        label={authLabels.name}
        autoComplete="given-name"
        error={errors.name?.message}
        {...field('name')}
      />
      <PhoneField
        label={authLabels.phone}
        placeholder={authLabels.phonePlaceholder}
        error={errors.phone?.message}
        {...field('phone')}
      />
      <NewPasswordFields
        labels={{ password: authLabels.password, confirmation: authLabels.passwordConfirmation }}
        password={{ error: errors.password?.message, ...field('password') }}
        confirmation={{
          error: errors.password_confirmation?.message,
          ...field('password_confirmation', rechecksPassword),
        }}
      />
      <Button type="submit" size="l" block disabled={isSubmitting}>
        {authLabels.register}
      </Button>
    </form>
  );
}
