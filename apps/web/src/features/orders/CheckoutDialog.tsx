import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  cartLabels,
  formatPrice,
  messages,
  orderLabels,
  orderLimits,
  type OrderCreateBody,
} from '@mp/contract';
import { ApiError, errorMessage } from '../../shared/api/http.ts';
import { Field } from '../../shared/form/Field.tsx';
import { Button, Modal, toast } from '../../shared/ui/index.ts';
import { usePlaceOrder } from './api.ts';
import { CheckoutLines } from './CheckoutLines.tsx';
import { totalOf, type CheckoutLine } from './checkout-lines.ts';
import styles from './Orders.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  lines: readonly CheckoutLine[];
  /** What is ordered, without the address: one cart entry or explicit items. */
  source: Pick<OrderCreateBody, 'cart_item_id' | 'items'>;
}

function addressError(address: string): string | undefined {
  if (address.trim() === '') return messages.deliveryAddressRequired;
  if (address.trim().length > orderLimits.deliveryAddressMax) return messages.deliveryAddressTooLong;
  return undefined;
}

/**
 * «Оформить заказ»: what is ordered and the total, where to deliver, «Заказать». A placed order opens its
 * page; the server's field message stays under the address, any other refusal is a toast.
 */
export function CheckoutDialog({ open, onClose, lines, source }: Props) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const summaryId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = addressError(address);
    setError(problem);
    if (problem) return;
    place.mutate(
      { ...source, delivery_address: address.trim() },
      {
        onSuccess: ({ orders }) => {
          onClose();
          const [first] = orders;
          void navigate(orders.length === 1 && first ? `/profile/orders/${first.id}` : '/profile/orders');
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.errors?.delivery_address?.[0] : undefined;
          if (field) setError(field);
          else toast.error(errorMessage(failure, messages.orderCreateError));
        },
      },
    );
  };

  return (
    <Modal open={open} title={orderLabels.checkout} onClose={onClose}>
      <form className={styles.checkout} onSubmit={submit} noValidate aria-describedby={summaryId}>
        <CheckoutLines lines={lines} id={summaryId} />
        <p className={styles.checkoutTotal}>
          {cartLabels.total}: <strong>{formatPrice(totalOf(lines))}</strong>
        </p>
        <Field
          label={orderLabels.deliveryAddress}
          placeholder={orderLabels.deliveryAddressPlaceholder}
          autoComplete="street-address"
          maxLength={orderLimits.deliveryAddressMax}
          value={address}
          error={error}
          data-autofocus
          onChange={(event) => setAddress(event.target.value)}
        />
        <Button type="submit" block disabled={place.isPending}>
          {orderLabels.placeOrder}
        </Button>
      </form>
    </Modal>
  );
}
