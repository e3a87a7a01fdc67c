import { useNavigate } from 'react-router';
import { chatLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button } from '../../shared/ui/index.ts';

interface Props {
  sellerId: number;
  productId: number;
  /** The ad's main action (a vacancy, a service) rather than one beside the cart. */
  primary?: boolean;
}

/** «Написать» on an ad: the chat with its seller about that ad (a guest signs in first). */
export function WriteButton({ sellerId, productId, primary = false }: Props) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const target = `/profile/messages?user=${sellerId}&product=${productId}`;
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={() => void navigate(signedIn ? target : '/authorization')}
    >
      {chatLabels.writeToSeller}
    </Button>
  );
}
