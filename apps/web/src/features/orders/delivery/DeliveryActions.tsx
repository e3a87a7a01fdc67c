import { useId, useState } from 'react';
import {
  deliveryLabels,
  finalShipmentStatuses,
  messages,
  type Order,
  type OrderDelivery,
} from '@mp/contract';
import { errorMessage } from '../../../shared/api/http.ts';
import { useSubmissionKey } from '../../../shared/api/submission-key.ts';
import { Button, Modal, toast } from '../../../shared/ui/index.ts';
import {
  downloadLabel,
  useDeliveryProvider,
  useRefuseParcel,
  useSandboxAdvance,
  useShipOrder,
} from './api.ts';
import styles from './Delivery.module.css';

interface Props {
  order: Order;
  delivery: OrderDelivery;
}

/**
 * What the viewer may do with the parcel: the seller ships it, prints its label and sees where to drop it
 * off; the buyer refuses it at the pickup point; in the sandbox either moves it on by hand.
 */
export function DeliveryActions({ order, delivery }: Props) {
  const provider = useDeliveryProvider();
  const walking =
    provider === 'sandbox' &&
    delivery.status !== 'pending' &&
    !finalShipmentStatuses.includes(delivery.status);
  return (
    <>
      {order.role === 'seller' && <Shipping order={order} delivery={delivery} />}
      {order.role === 'buyer' && delivery.status === 'arrived' && <Refusal order={order} />}
      {walking && <SandboxStep order={order} />}
    </>
  );
}

/** «Отправить» on a confirmed order paid in full; then the label and the drop-off points. */
function Shipping({ order, delivery }: Props) {
  const ship = useShipOrder(order);
  // One key per press, kept for a retry after a failure (a lost reply must not make a second shipment).
  const keys = useSubmissionKey();
  const hintId = useId();
  const [fetching, setFetching] = useState(false);
  const shippable = order.status === 'confirmed' && delivery.status === 'pending';
  const unpaid = order.remaining_to_pay > 0;
  const label = delivery.label_url;
  const openLabel = async (path: string) => {
    setFetching(true);
    try {
      await downloadLabel(order, path);
    } catch (error) {
      toast.error(errorMessage(error, deliveryLabels.labelLoadError));
    } finally {
      setFetching(false);
    }
  };
  return (
    <>
      {shippable && (
        <div className={styles.actions}>
          <Button
            disabled={unpaid || ship.isPending}
            aria-describedby={unpaid ? hintId : undefined}
            onClick={() => ship.mutate(keys.keyFor({ ship: order.id }), { onSuccess: () => keys.done() })}
          >
            {deliveryLabels.ship}
          </Button>
          {unpaid && (
            <p id={hintId} className={styles.muted}>
              {messages.deliveryShipNeedsPayment}
            </p>
          )}
        </div>
      )}
      {label && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={fetching} onClick={() => void openLabel(label)}>
            {deliveryLabels.label}
          </Button>
        </div>
      )}
      {delivery.status === 'created' && delivery.drop_off_points.length > 0 && (
        <section aria-label={deliveryLabels.dropOffPoints}>
          <h4 className={styles.legend}>{deliveryLabels.dropOffPoints}</h4>
          <ul className={styles.dropOff}>
            {delivery.drop_off_points.map((point) => (
              <li key={point.id}>
                <span className={styles.pointName}>{point.name}</span>
                <span>{point.address}</span>
                <span className={styles.muted}>{point.work_time}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** «Отказаться от покупки» at the pickup point, asked first: the parcel goes back, the money comes back. */
function Refusal({ order }: { order: Order }) {
  const refuse = useRefuseParcel(order);
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {deliveryLabels.refuse}
      </Button>
      <Modal open={asking} title={deliveryLabels.refuse} size="s" onClose={() => setAsking(false)}>
        <p>{deliveryLabels.refuseConfirm}</p>
        <div className={styles.actions}>
          <Button
            disabled={refuse.isPending}
            onClick={() => refuse.mutate(undefined, { onSettled: () => setAsking(false) })}
          >
            {deliveryLabels.refuse}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {deliveryLabels.keepParcel}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** The sandbox's hand: the parcel's next status, so that a newcomer can walk it to the pickup point. */
function SandboxStep({ order }: { order: Order }) {
  const advance = useSandboxAdvance(order);
  return (
    <Button
      className={styles.sandbox}
      variant="ghost"
      size="s"
      disabled={advance.isPending}
      onClick={() => advance.mutate({})}
    >
      {deliveryLabels.sandboxAdvance}
    </Button>
  );
}
