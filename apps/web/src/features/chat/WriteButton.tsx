import { useNavigate } from 'react-router';
import { chatLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Button } from '../../shared/ui/index.ts';

/** «Написать» on an ad: the chat with its seller about that ad (a guest signs in first). */
export function WriteButton({ sellerId, productId }: { sellerId: number; productId: number }) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const target = `/profile/messages?user=${sellerId}&product=${productId}`;
  return (
    <Button variant="secondary" onClick={() => void navigate(signedIn ? target : '/authorization')}>
      {chatLabels.writeToSeller}
    </Button>
  );
}
