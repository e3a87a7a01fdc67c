import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  messages,
  orderOfLink,
  orderSavedReplySchema,
  orderSchema,
  ordersCreatedReplySchema,
  ordersPageSchema,
  type Notification,
  type Order,
  type OrderCreateBody,
  type OrderMove,
  type OrderParty,
  type OrderStatus,
} from '@mp/contract';
import { apiGet, apiRequest, errorMessage, toQueryString } from '../../shared/api/http.ts';
import { toast } from '../../shared/ui/index.ts';
import { cartKeys } from '../cart/index.ts';
import { nextPage } from '../../shared/api/next-page.ts';

/** Every orders query starts with `orders`: a placed or moved order refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (side: OrderParty, status: OrderStatus | undefined) =>
    ['orders', 'list', side, status ?? 'all'] as const,
  one: (id: number) => ['orders', 'one', id] as const,
};

/** `GET /api/orders?as=&status=&page=`: the person's purchases or sales, 20 a page, newest first. */
export const ordersListOptions = (side: OrderParty, status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(side, status),
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof ordersPageSchema>(
        `/orders${toQueryString({ as: side, status, page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useOrdersList = (side: OrderParty, status: OrderStatus | undefined) =>
  useInfiniteQuery(ordersListOptions(side, status));

/** `GET /api/orders/{id}`: to its buyer and seller only. */
export const useOrder = (id: number) =>
  useQuery({
    queryKey: orderKeys.one(id),
    queryFn: ({ signal }) => apiGet<typeof orderSchema>(`/orders/${id}`, signal),
  });

/** Puts an order another feature changed (paid from the wallet, say) in place of the cached one. */
export function useReplaceOrder() {
  const client = useQueryClient();
  return (order: Order) => {
    client.setQueryData(orderKeys.one(order.id), order);
    void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'inactive' });
  };
}

/**
 * A notification about an order (the other party moved it, or a new one came in) reads the order and the
 * lists again: an open order page shows its new status without a reload.
 */
export function orderNotified(client: QueryClient, notification: Notification) {
  const id = orderOfLink(notification.data.link);
  if (id === undefined) return;
  void client.invalidateQueries({ queryKey: orderKeys.one(id) });
  void client.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
}

/** `POST /api/orders`; the ordered cart entry leaves the server's cart, so the cart is read again. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateBody) =>
      apiRequest<typeof ordersCreatedReplySchema>('/orders', { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: ({ message, orders }) => {
      toast.success(message);
      orders.forEach((order) => client.setQueryData(orderKeys.one(order.id), order));
      void client.invalidateQueries({ queryKey: orderKeys.all });
      void client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

type RequestOptions = NonNullable<Parameters<typeof apiRequest>[1]>;

/** How each move is sent, and the spec §8 fallback when it fails. */
const moveCalls: Record<
  OrderMove,
  { send: (id: number, percentage: number) => [string, RequestOptions]; fallback: string }
> = {
  confirm: {
    send: (id, approved_percentage) => [
      `/order-points/${id}/approve-manual`,
      { method: 'POST', body: JSON.stringify({ approved_percentage }) },
    ],
    fallback: messages.orderConfirmError,
  },
  ship: {
    send: (id) => [`/orders/${id}`, { method: 'PUT', body: JSON.stringify({ status: 'shipped' }) }],
    fallback: messages.orderStatusError,
  },
  complete: {
    send: (id) => [`/orders/${id}`, { method: 'PUT', body: JSON.stringify({ status: 'completed' }) }],
    fallback: messages.orderStatusError,
  },
  cancel: {
    send: (id) => [`/orders/${id}`, { method: 'DELETE' }],
    fallback: messages.orderCancelError,
  },
};

/** A move of the order's lifecycle; the reply's order replaces the cached one, lists are read again. */
export function useOrderMove(order: Order) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ move, percentage = 0 }: { move: OrderMove; percentage?: number }) =>
      apiRequest<typeof orderSavedReplySchema>(...moveCalls[move].send(order.id, percentage)),
    onSuccess: ({ message, order: moved }) => {
      toast.success(message);
      client.setQueryData(orderKeys.one(moved.id), moved);
      void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'inactive' });
    },
    onError: (error, { move }) => {
      toast.error(errorMessage(error, moveCalls[move].fallback));
      void client.invalidateQueries({ queryKey: orderKeys.one(order.id) });
    },
  });
}
