import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bundlesReplySchema,
  subscriptionReplySchema,
  subscriptionsReplySchema,
  type SubscriptionCreateBody,
} from '@mp/contract';
import { apiGet, apiRequest } from '../../shared/api/http.ts';
import { idempotentPost } from '../../shared/api/idempotent.ts';
import { walletKeys } from '../wallet/index.ts';

export const tariffKeys = {
  all: ['tariffs'] as const,
  bundles: ['tariffs', 'bundles'] as const,
  mine: ['tariffs', 'mine'] as const,
};

/** `GET /api/subscription-bundles`: the plans on sale with spec §9's derived fields. */
export const useBundles = () =>
  useQuery({
    queryKey: tariffKeys.bundles,
    queryFn: ({ signal }) => apiGet<typeof bundlesReplySchema>('/subscription-bundles', signal),
    staleTime: 5 * 60_000,
  });

export const useSubscriptions = () =>
  useQuery({
    queryKey: tariffKeys.mine,
    queryFn: ({ signal }) => apiGet<typeof subscriptionsReplySchema>('/subscriptions', signal),
  });

function useSubscriptionChange<TVariables, TReply>(send: (variables: TVariables) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tariffKeys.mine });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

/** `POST /api/subscriptions` under the submission's `Idempotency-Key`. */
export const useSubscribe = () =>
  useSubscriptionChange(({ body, key }: { body: SubscriptionCreateBody; key: string }) =>
    idempotentPost<typeof subscriptionReplySchema>('/subscriptions', body, key),
  );

export const useAutoRenewal = () =>
  useSubscriptionChange(({ id, autoRenewal }: { id: number; autoRenewal: boolean }) =>
    apiRequest<typeof subscriptionReplySchema>(`/subscriptions/${id}/auto-renewal`, {
      method: 'PUT',
      body: JSON.stringify({ auto_renewal: autoRenewal }),
    }),
  );

export const useCancelSubscription = () =>
  useSubscriptionChange((id: number) =>
    apiRequest<typeof subscriptionReplySchema>(`/subscriptions/${id}`, { method: 'DELETE' }),
  );
