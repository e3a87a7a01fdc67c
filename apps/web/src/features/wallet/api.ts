import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  orderSavedReplySchema,
  paymentReplySchema,
  paymentSchema,
  paymentTypesReplySchema,
  pointsWalletSchema,
  walletLimitSchema,
  walletSchema,
  walletTransactionsPageSchema,
  withdrawalReplySchema,
  withdrawalsPageSchema,
  type TopUpBody,
  type WithdrawBody,
} from '@mp/contract';
import { apiGet, apiRequest, toQueryString } from '../../shared/api/http.ts';
import { nextPage } from '../../shared/api/next-page.ts';
import { idempotentPost } from '../../shared/api/idempotent.ts';

/** Every wallet query starts with `wallet`, so that a movement of money reads them all again. */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  points: ['wallet', 'points'] as const,
  history: (account: HistoryAccount) => ['wallet', 'history', account] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  paymentTypes: ['wallet', 'payment-types'] as const,
  payment: (id: string) => ['wallet', 'payment', id] as const,
  limit: (orderId: number) => ['wallet', 'limit', orderId] as const,
};

/** The money wallet or the special wallet's points. */
export type HistoryAccount = 'wallet' | 'points';
const historyPath: Record<HistoryAccount, string> = {
  wallet: '/wallet/transactions',
  points: '/wallet/points/transactions',
};

export const useWallet = () =>
  useQuery({
    queryKey: walletKeys.summary,
    queryFn: ({ signal }) => apiGet<typeof walletSchema>('/wallet', signal),
  });

export const usePoints = (enabled = true) =>
  useQuery({
    queryKey: walletKeys.points,
    queryFn: ({ signal }) => apiGet<typeof pointsWalletSchema>('/wallet/points', signal),
    enabled,
  });

const historyOptions = (account: HistoryAccount) =>
  infiniteQueryOptions({
    queryKey: walletKeys.history(account),
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof walletTransactionsPageSchema>(
        `${historyPath[account]}${toQueryString({ page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
export const useHistory = (account: HistoryAccount) => useInfiniteQuery(historyOptions(account));

export const useWithdrawals = () =>
  useInfiniteQuery({
    queryKey: walletKeys.withdrawals,
    queryFn: ({ pageParam, signal }) =>
      apiGet<typeof withdrawalsPageSchema>(
        `/wallet/withdrawals${toQueryString({ page: pageParam })}`,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const usePaymentTypes = () =>
  useQuery({
    queryKey: walletKeys.paymentTypes,
    queryFn: ({ signal }) => apiGet<typeof paymentTypesReplySchema>('/payment-types', signal),
    staleTime: Infinity,
  });

export const usePayment = (id: string | undefined) =>
  useQuery({
    queryKey: walletKeys.payment(id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<typeof paymentSchema>(`/payments/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== undefined,
  });

export const useWalletLimit = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.limit(orderId),
    queryFn: ({ signal }) =>
      apiGet<typeof walletLimitSchema>(`/wallet/limit${toQueryString({ order_id: orderId })}`, signal),
    enabled,
  });

/** Every successful money request refreshes the wallet's queries. */
function useMoneyMutation<TBody, TReply>(send: (body: TBody, key: string) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TBody; key: string }) => send(body, key),
    onSuccess: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export const useTopUp = () =>
  useMoneyMutation((body: TopUpBody, key) =>
    idempotentPost<typeof paymentReplySchema>('/wallet/top-up', body, key),
  );

export const useWithdraw = () =>
  useMoneyMutation((body: WithdrawBody, key) =>
    idempotentPost<typeof withdrawalReplySchema>('/wallet/withdraw', body, key),
  );

/** `POST /api/order-points/{id}/pay`: the whole limit when no amount is given. */
export const usePayOrder = (orderId: number) =>
  useMoneyMutation((body: { amount?: number }, key) =>
    idempotentPost<typeof orderSavedReplySchema>(`/order-points/${orderId}/pay`, body, key),
  );

/** The sandbox provider's page: its payer confirms (`succeed`) or declines (`fail`) the payment. */
export function useSettleSandbox(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'succeed' | 'fail') =>
      apiRequest<typeof paymentReplySchema>(`/payments/sandbox/${encodeURIComponent(id)}/${outcome}`, {
        method: 'POST',
      }),
    onSuccess: ({ payment }) => {
      client.setQueryData(walletKeys.payment(id), payment);
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
