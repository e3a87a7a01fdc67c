import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import {
  authLabels,
  forgotPasswordBodySchema,
  messages,
  resetPasswordBodySchema,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { resetPassword, sendResetCode } from './api.ts';
import { CodeField } from './CodeField.tsx';
import { NewPasswordFields, rechecksPassword } from './AuthFields.tsx';
import { PhoneField } from './PhoneField.tsx';
import { ResendButton } from './ResendButton.tsx';
import { showServerError } from '../../shared/form/server-errors.ts';
import styles from './Auth.module.css';

/** «Забыли пароль?»: a code to the phone, then the code with a new password; back to login after. */
export function ForgotPassword({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <div className={styles.form}>
      <h2 className={styles.subtitle}>{authLabels.resetTitle}</h2>
      {phone === null ? <PhoneStep onCodeSent={setPhone} /> : <ResetStep phone={phone} onDone={onDone} />}
      <Button variant="link" onClick={onDone}>
        {authLabels.backToLogin}
      </Button>
    </div>
  );
}

async function requestCode(body: ForgotPasswordBody): Promise<void> {
  const { message } = await sendResetCode(body);
  toast.success(message);
}

function PhoneStep({ onCodeSent }: { onCodeSent: (phone: string) => void }) {
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { phone: '' } });

  const submit = async (body: ForgotPasswordBody) => {
    try {
      await requestCode(body);
      onCodeSent(body.phone);
    } catch (error) {
      showServerError(error, messages.codeSendError, ['phone'], setError);
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
      <Button type="submit" size="l" block disabled={isSubmitting}>
        {authLabels.getCode}
      </Button>
    </form>
  );
}

function ResetStep({ phone, onDone }: { phone: string; onDone: () => void }) {
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { phone, code: '', password: '', password_confirmation: '' },
  });

  const submit = async (body: ResetPasswordBody) => {
    try {
      const { message } = await resetPassword(body);
      toast.success(message);
      onDone();
    } catch (error) {
      showServerError(
        error,
        messages.passwordResetError,
        ['code', 'password', 'password_confirmation'],
        setError,
      );
    }
  };

  const resend = async () => {
    try {
      await requestCode({ phone });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, messages.codeSendError));
      return false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <p className={styles.hint}>{authLabels.codeSentTo(phone)}</p>
      <CodeField error={errors.code?.message} {...field('code')} />
      <NewPasswordFields
        labels={{ password: authLabels.newPassword, confirmation: authLabels.newPasswordConfirmation }}
        password={{ error: errors.password?.message, ...field('password') }}
        confirmation={{
          error: errors.password_confirmation?.message,
          ...field('password_confirmation', rechecksPassword),
        }}
      />
      <Button type="submit" size="l" block disabled={isSubmitting}>
        {authLabels.savePassword}
      </Button>
      <ResendButton onResend={resend} />
    </form>
  );
}
