import { useNavigate } from 'react-router';
import { formatPhoneInput, messages, productLabels } from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { useSignedIn } from '../../../shared/auth/session.ts';
import { Button } from '../../../shared/ui/index.ts';
import { useSellerPhone } from '../api.ts';
import styles from './SellerCard.module.css';

/**
 * «Показать телефон» of a seller who takes calls: the number as a `tel:` link once asked for; the
 * server's refusal (messages only, the daily limit) in its place. A guest is asked to sign in first.
 */
export function ShowPhone({ productId }: { productId: number }) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const phone = useSellerPhone(productId);
  if (phone.data) {
    return (
      <a className={styles.phone} href={`tel:${phone.data.phone}`}>
        {formatPhoneInput(phone.data.phone)}
      </a>
    );
  }
  return (
    <>
      <Button
        block
        disabled={phone.isPending}
        onClick={() => (signedIn ? phone.mutate() : void navigate('/authorization'))}
      >
        {productLabels.showPhone}
      </Button>
      {phone.error && (
        <p className={styles.refusal} role="alert">
          {errorMessage(phone.error, messages.phoneLoadError)}
        </p>
      )}
    </>
  );
}
