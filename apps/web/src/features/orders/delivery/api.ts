import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deliveryPointsPerPageMax,
  idempotencyKeyHeader,
  messages,
  type deliveryPointsReplySchema,
  type deliveryQuoteReplySchema,
  type messageReplySchema,
  type Order,
  type orderSavedReplySchema,
  type publicConfigSchema,
  type SandboxAdvanceBody,
} from '@mp/contract';
import { apiBlob, apiGet, apiRequest, errorMessage, toQueryString } from '../../../shared/api/http.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue.ts';
import { toast } from '../../../shared/ui/index.ts';
import { orderKeys } from '../api.ts';

/** The typed address is asked for once it has rested this long. */
export const pointSearchDebounceMs = 300;

export const deliveryKeys = {
  points: (cityId: number, search: string) => ['delivery', 'points', cityId, search] as const,
  /** `goods`: the lines priced, so that a cart entry changed since is priced again. */
  quote: (subject: QuoteSubject, pointId: number, goods: string) =>
    ['delivery', 'quote', subject, pointId, goods] as const,
};

/**
 * `GET /api/delivery/points?city_id=&search=`: a city's pickup points, one page of the most the server
 * gives (enough for the city's map at once); the search is the server's, asked once typing rests.
 */
export function useDeliveryPoints(cityId: number | undefined, search: string) {
  const settled = useDebouncedValue(search.trim(), pointSearchDebounceMs);
  return useQuery({
    queryKey: deliveryKeys.points(cityId ?? 0, settled),
    queryFn: ({ signal }) =>
      apiGet<typeof deliveryPointsReplySchema>(
        `/delivery/points${toQueryString({ city_id: cityId, search: settled, page: 1, per_page: deliveryPointsPerPageMax })}`,
        signal,
      ).then((reply) => reply.data),
    enabled: cityId !== undefined,
    // The list and the map keep the last points while the next search is asked.
    placeholderData: (previous) => previous,
    staleTime: 5 * 60 * 1000,
  });
}

/** `GET /api/delivery/quote?product_id=&quantity=&point_id=`: what carrying the parcel to the point costs. */
/** What is priced: one ad (and how many), or a signed-in buyer's cart entry as one parcel. */
export type QuoteSubject = { product_id: number; quantity: number } | { cart_item_id: number };

/** `GET /api/delivery/quote`: the price and days of delivering the subject to the chosen point. */
export function useDeliveryQuote(
  subject: QuoteSubject,
  pointId: number | null,
  lines: readonly { id: number; quantity: number }[],
) {
  const goods = lines.map((line) => `${line.id}x${line.quantity}`).join(',');
  return useQuery({
    queryKey: deliveryKeys.quote(subject, pointId ?? 0, goods),
    queryFn: ({ signal }) =>
      apiGet<typeof deliveryQuoteReplySchema>(
        `/delivery/quote${toQueryString({ ...subject, point_id: pointId })}`,
        signal,
      ),
    select: (reply) => reply.data,
    enabled: pointId !== null,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** The carrier parcels travel with (`GET /api/config`, shared with every reader of the config). */
export function useDeliveryProvider() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => apiGet<typeof publicConfigSchema>('/config', signal),
    staleTime: Infinity,
    select: (config) => config.providers.delivery,
  }).data;
}

type Sent = { message: string; order?: Order };

/**
 * A delivery move of an order: its message as a toast, the reply's order in place of the cached one (or the
 * order read again when the reply has none), the lists read again; a refusal is a toast.
 */
function useDeliveryCall<V>(order: Order, send: (variables: V) => Promise<Sent>, fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message, order: moved }) => {
      toast.success(message);
      if (moved) client.setQueryData(orderKeys.one(moved.id), moved);
      else void client.invalidateQueries({ queryKey: orderKeys.one(order.id) });
      void client.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'inactive' });
    },
    onError: (error) => {
      toast.error(errorMessage(error, fallback));
      void client.invalidateQueries({ queryKey: orderKeys.one(order.id) });
    },
  });
}

/** `POST /api/order-points/{id}/ship` with the press's `Idempotency-Key`: the carrier makes the shipment. */
export const useShipOrder = (order: Order) =>
  useDeliveryCall(
    order,
    (key: string) =>
      apiRequest<typeof orderSavedReplySchema>(`/order-points/${order.id}/ship`, {
        method: 'POST',
        headers: { [idempotencyKeyHeader]: key },
      }),
    messages.deliveryShipUnavailable,
  );

/** `POST /api/order-points/{id}/refuse`: the buyer sends the parcel back from the pickup point. */
export const useRefuseParcel = (order: Order) =>
  useDeliveryCall(
    order,
    () => apiRequest<typeof orderSavedReplySchema>(`/order-points/${order.id}/refuse`, { method: 'POST' }),
    messages.orderStatusError,
  );

/** `POST /api/delivery/sandbox/{shipment_id}/advance` (sandbox only): the parcel's next status. */
export const useSandboxAdvance = (order: Order) =>
  useDeliveryCall(
    order,
    (body: SandboxAdvanceBody = {}) =>
      apiRequest<typeof messageReplySchema>(`/delivery/sandbox/${order.delivery?.shipment_id}/advance`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),
    messages.shipmentCannotMove,
  );

/** How long an opened label's object URL lives: long enough for the browser to take the file. */
const labelUrlLifeMs = 60_000;

/** The seller's label (a PDF the API gives only with the session), downloaded through an object URL. */
export async function downloadLabel(order: Order, labelUrl: string): Promise<void> {
  const blob = await apiBlob(labelUrl, 'application/pdf');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `label-${order.id}.pdf`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), labelUrlLifeMs);
}
