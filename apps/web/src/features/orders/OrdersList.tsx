import { Link } from 'react-router';
import {
  formatPrice,
  messages,
  orderLabels,
  orderStatuses,
  screenLabels,
  type Order,
  type OrderParty,
  type OrderStatus,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { formatLongDate } from '../../shared/lib/dates.ts';
import { Button, ChoiceChips, EmptyState, Panel, ProductImage, Skeleton } from '../../shared/ui/index.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { useOrdersList } from './api.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import styles from './Orders.module.css';

interface Props {
  side: OrderParty;
  status: OrderStatus | undefined;
  onSide: (side: OrderParty) => void;
  onStatus: (status: OrderStatus | undefined) => void;
}

/** «Все заказы»: purchases or sales, one status or all, page by page. */
export function OrdersList({ side, status, onSide, onStatus }: Props) {
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {(['buyer', 'seller'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={side === tab}
            className={styles.tab}
            onClick={() => onSide(tab)}
          >
            {tab === 'buyer' ? orderLabels.asBuyer : orderLabels.asSeller}
          </button>
        ))}
      </div>
      <ChoiceChips
        label={orderLabels.statusFilter}
        className={styles.filters}
        options={[undefined, ...orderStatuses].map((value) => ({
          value,
          label: value ? orderLabels.statuses[value] : orderLabels.allStatuses,
        }))}
        value={status}
        onChange={onStatus}
      />
      <Orders side={side} status={status} />
    </>
  );
}

function Orders({ side, status }: { side: OrderParty; status: OrderStatus | undefined }) {
  const list = useOrdersList(side, status);
  if (list.isPending) return <Skeleton height={140} radius={16} />;
  if (list.isError && !list.data) {
    return (
      <InlineError
        message={errorMessage(list.error, messages.ordersLoadError)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const orders = list.data.pages.flatMap((page) => page.data);
  if (orders.length === 0) {
    return (
      <Panel>
        <EmptyState icon="cart" title={screenLabels.ordersEmpty} />
      </Panel>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && (
        <InlineError
          message={errorMessage(list.error, messages.ordersLoadError)}
          onRetry={() => void list.fetchNextPage()}
        />
      )}
      {list.hasNextPage && !list.isFetching && !list.isFetchNextPageError && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            {orderLabels.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

/** The other side of the order, as the viewer sees it. */
export const counterpartOf = (order: Order) => (order.role === 'buyer' ? order.seller : order.buyer);

function OrderCard({ order }: { order: Order }) {
  const other = counterpartOf(order);
  return (
    <Link to={`/profile/orders/${order.id}`} className={styles.card}>
      <span className={styles.cardHead}>
        <strong>{orderLabels.number(order.id)}</strong>
        <span className={styles.muted}>{orderLabels.from(formatLongDate(order.created_at))}</span>
        <OrderStatusBadge order={order} />
      </span>
      <span className={styles.muted}>
        {order.role === 'buyer' ? orderLabels.seller : orderLabels.buyer}:{' '}
        {other?.name ?? orderLabels.deletedUser}
      </span>
      <span className={styles.thumbs}>
        {order.items.slice(0, 4).map((item) => (
          <ProductImage
            key={item.id}
            path={item.product_images[0]}
            alt={item.product_name}
            className={styles.thumb}
          />
        ))}
        <span className={styles.itemNames}>{order.items.map((item) => item.product_name).join(', ')}</span>
      </span>
      <strong className={styles.cardTotal}>{formatPrice(order.total_price)}</strong>
    </Link>
  );
}
