import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deliveryLabels } from '@mp/contract';
import { useSignedIn } from '../../../shared/auth/session.ts';
import { Button } from '../../../shared/ui/index.ts';
import { DeliveryCheckoutDialog } from './delivery-checkout.ts';
import type { DeliveryCheckoutProps } from './DeliveryCheckoutDialog.tsx';

type Props = Omit<DeliveryCheckoutProps, 'open' | 'onClose'> & { block?: boolean; disabled?: boolean };

/** «Купить с доставкой»: opens the delivery checkout; a guest is asked to sign in first. */
export function DeliveryBuyButton({ block, disabled, ...checkout }: Props) {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        block={block}
        variant="secondary"
        disabled={disabled}
        onClick={() => (signedIn ? setOpen(true) : void navigate('/authorization'))}
      >
        {deliveryLabels.buyWithDelivery}
      </Button>
      {open && <DeliveryCheckoutDialog open onClose={() => setOpen(false)} {...checkout} />}
    </>
  );
}
