import { useForm } from 'react-hook-form';
import { zodResolver } from '../../shared/form/resolver.ts';
import { authLabels, messages, verifyBodySchema, type RegisterBody, type VerifyBody } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { toast } from '../../shared/ui/toast-store.ts';
import { register, verify } from './api.ts';
import { CodeField } from './CodeField.tsx';
import { ResendButton } from './ResendButton.tsx';
import { showServerError } from '../../shared/form/server-errors.ts';
import { useSignIn } from './useSignIn.ts';
import { forgetReferralCode, referralCodeToSend } from './referral-code.ts';
import styles from './Auth.module.css';

interface CodeStepProps {
  registration: RegisterBody;
  onChangePhone: () => void;
}

/** Registration's second step: the texted code completes it and signs the new user in. */
export function CodeStep({ registration, onChangePhone }: CodeStepProps) {
  const signIn = useSignIn();
  const {
    register: field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(verifyBodySchema),
    defaultValues: { phone: registration.phone, code: '' },
  });

  const submit = async (body: VerifyBody) => {
    try {
      const reply = await verify({ ...body, referral_code: referralCodeToSend() });
      forgetReferralCode();
      signIn(reply, true, messages.registerSuccess);
    } catch (error) {
      showServerError(error, messages.verifyDefault, ['code'], setError);
    }
  };

  const resend = async () => {
    try {
      await register(registration);
      toast.success(messages.codeSent);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, messages.codeSendError));
      return false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <p className={styles.hint}>{authLabels.codeSentTo(registration.phone)}</p>
      <CodeField error={errors.code?.message} {...field('code')} />
      <Button type="submit" size="l" block disabled={isSubmitting}>
        {authLabels.confirm}
      </Button>
      <ResendButton onResend={resend} />
      <Button variant="link" onClick={onChangePhone}>
        {authLabels.changePhone}
      </Button>
    </form>
  );
}
