import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import { authLabels, loginBodySchema, messages, type LoginBody } from '@mp/contract';
import { Button } from '../../shared/ui/Button.tsx';
import { login } from './api.ts';
import { Field } from '../../shared/form/Field.tsx';
import { PhoneField } from './PhoneField.tsx';
import { showServerError } from '../../shared/form/server-errors.ts';
import { ApiError } from '../../shared/api/http.ts';
import { useSignIn } from './useSignIn.ts';
import styles from './Auth.module.css';

/**
 * Spec §8's two login fallbacks: a refusal (4xx) without a reason is «Ошибка входа»; a failure of the
 * server or a reply that cannot be read is «Произошла неизвестная ошибка».
 */
const loginFallback = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? messages.loginDefault
    : messages.loginUnknown;

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const signIn = useSignIn();
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { phone: '', password: '', remember: false },
  });

  const submit = async (body: LoginBody) => {
    try {
      signIn(await login(body), body.remember, messages.loginSuccess);
    } catch (error) {
      showServerError(error, loginFallback(error), ['phone', 'password'], setError);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <PhoneField
        label={authLabels.phone}
        placeholder={authLabels.phonePlaceholder}
        error={errors.phone?.message}
        {...field('phone')}
      />
      <Field
        label={authLabels.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...field('remember')} />
        {authLabels.remember}
      </label>
      <Button type="submit" size="l" block disabled={isSubmitting}>
        {authLabels.login}
      </Button>
      <Button variant="link" onClick={onForgotPassword}>
        {authLabels.forgotPassword}
      </Button>
    </form>
  );
}
