import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  messages,
  orderLabels,
  orderMovesOpenTo,
  type Order,
  type OrderMove,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Field } from '../../shared/form/Field.tsx';
import { formatLongDate } from '../../shared/lib/dates.ts';
import { Button, Modal, Panel, ProductImage, Skeleton } from '../../shared/ui/index.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { useOrder, useOrderMove } from './api.ts';
import { DeliveryBlock } from './delivery/DeliveryBlock.tsx';
import { counterpartOf } from './OrdersList.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import styles from './Orders.module.css';

/** The steps an order went through, with their dates, in order. */
const steps = [
  ['created_at', 'new'],
  ['confirmed_at', 'confirmed'],
  ['shipped_at', 'shipped'],
  ['completed_at', 'completed'],
  ['cancelled_at', 'cancelled'],
] as const;

/** «Детали заказа»: what, for how much, where, with whom, the steps so far, and what the viewer may do now. */
export function OrderDetails({ id, extra }: { id: number; extra?: (order: Order) => ReactNode }) {
  const query = useOrder(id);
  if (query.isPending) return <Skeleton height={320} radius={16} />;
  if (query.isError) {
    return (
      <InlineError
        message={errorMessage(query.error, messages.orderLoadError)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const order = query.data;
  const other = counterpartOf(order);
  return (
    <div className={styles.details}>
      <Panel>
        <header className={styles.cardHead}>
          <h2 className={styles.detailsTitle}>{orderLabels.number(order.id)}</h2>
          <OrderStatusBadge order={order} />
        </header>
        <ol className={styles.steps}>
          {steps.map(([stamp, status]) =>
            order[stamp] ? (
              <li key={stamp}>
                {orderLabels.statuses[status]} — {formatLongDate(order[stamp])}
              </li>
            ) : null,
          )}
        </ol>
        <OrderActions order={order} />
      </Panel>
      {order.delivery && <DeliveryBlock order={order} delivery={order.delivery} />}
      <Panel>
        <h3 className={styles.sectionTitle}>{orderLabels.items}</h3>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <ProductImage
                path={item.product_images[0]}
                alt={item.product_name}
                className={styles.itemImage}
              />
              <span className={styles.itemName}>
                {item.product_id ? (
                  <Link to={`/product/${item.product_id}`}>{item.product_name}</Link>
                ) : (
                  item.product_name
                )}
              </span>
              <span className={styles.muted}>
                {orderLabels.unitsOf(item.quantity, formatPrice(item.price))}
              </span>
            </li>
          ))}
        </ul>
        <dl className={styles.amounts}>
          <dt>{orderLabels.totalPrice}</dt>
          <dd>{formatPrice(order.total_price)}</dd>
          <dt>{orderLabels.walletPaid}</dt>
          <dd>{formatPrice(order.wallet_paid)}</dd>
          <dt>{orderLabels.remainingToPay}</dt>
          <dd>
            <strong>{formatPrice(order.remaining_to_pay)}</strong>
          </dd>
          {order.approved_percentage !== null && (
            <>
              <dt>{orderLabels.approvedPercentage}</dt>
              <dd>{order.approved_percentage}</dd>
            </>
          )}
        </dl>
      </Panel>
      <Panel>
        <dl className={styles.amounts}>
          <dt>{order.role === 'buyer' ? orderLabels.seller : orderLabels.buyer}</dt>
          <dd>
            {other ? <Link to={`/profile/user/${other.id}`}>{other.name}</Link> : orderLabels.deletedUser}
          </dd>
          <dt>{orderLabels.deliveryAddress}</dt>
          <dd>{order.delivery_address}</dd>
        </dl>
      </Panel>
      {extra?.(order)}
    </div>
  );
}

/** A delivery order's parcel is in the buyer's hands (or at the point): its receipt may be confirmed. */
const collectable = (order: Order) =>
  order.delivery === null || order.delivery.status === 'arrived' || order.delivery.status === 'received';

/** A delivery order's parcel that will not reach the buyer: on its way back, back, or lost. */
const goingBack = (order: Order) =>
  order.delivery !== null && ['returning', 'returned', 'lost', 'cancelled'].includes(order.delivery.status);

/**
 * The moves `orderMovesOpenTo` gives the viewer: confirming asks the wallet share (a delivery order is paid in
 * full), cancelling asks first.
 * A delivery order ships by the carrier (the delivery block's «Отправить»), and its receipt is confirmed
 * once the parcel has arrived at the pickup point.
 */
function OrderActions({ order }: { order: Order }) {
  const moves = orderMovesOpenTo(order.status, order.role).filter(
    (move) => !(move === 'ship' && order.delivery) && !(move === 'complete' && goingBack(order)),
  );
  const mutation = useOrderMove(order);
  const [asking, setAsking] = useState<OrderMove>();
  const waitId = useId();
  const waiting = !collectable(order);
  if (moves.length === 0) return null;
  const run = (move: OrderMove, percentage?: number) =>
    mutation.mutate({ move, percentage }, { onSettled: () => setAsking(undefined) });
  return (
    <div className={styles.actions}>
      {moves.map((move) => (
        <Button
          key={move}
          variant={move === 'cancel' ? 'secondary' : 'primary'}
          disabled={mutation.isPending || (move === 'complete' && waiting)}
          aria-describedby={move === 'complete' && waiting ? waitId : undefined}
          onClick={() => {
            // A delivery order is paid in full through the safe deal: there is no share to ask.
            if (move === 'confirm' && order.delivery) run(move, 100);
            else if (move === 'confirm' || move === 'cancel') setAsking(move);
            else run(move);
          }}
        >
          {orderLabels.moves[move]}
        </Button>
      ))}
      {moves.includes('complete') && waiting && (
        <p id={waitId} className={styles.muted}>
          {messages.orderNotArrived}
        </p>
      )}
      <ConfirmDialog
        open={asking === 'confirm'}
        busy={mutation.isPending}
        onClose={() => setAsking(undefined)}
        onConfirm={(percentage) => run('confirm', percentage)}
      />
      <Modal
        open={asking === 'cancel'}
        title={orderLabels.moves.cancel}
        size="s"
        onClose={() => setAsking(undefined)}
      >
        <p>{orderLabels.cancelQuestion}</p>
        <div className={styles.actions}>
          <Button disabled={mutation.isPending} onClick={() => run('cancel')}>
            {orderLabels.moves.cancel}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(undefined)}>
            {orderLabels.keep}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function ConfirmDialog({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (percentage: number) => void;
}) {
  const [value, setValue] = useState('0');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const percentage = Number(value);
    if (value.trim() === '' || !Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
      setError(messages.approvedPercentageInvalid);
      return;
    }
    onConfirm(percentage);
  };
  return (
    <Modal open={open} title={orderLabels.moves.confirm} size="s" onClose={onClose}>
      <form className={styles.checkout} onSubmit={submit} noValidate>
        <p className={styles.muted}>{orderLabels.approvedPercentageHint}</p>
        <Field
          label={orderLabels.approvedPercentage}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={value}
          error={error}
          data-autofocus
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {orderLabels.moves.confirm}
        </Button>
      </form>
    </Modal>
  );
}
