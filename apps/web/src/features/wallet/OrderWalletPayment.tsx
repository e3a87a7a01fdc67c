import { useState } from 'react';
import { formatMoney, messages, safeDealLabels, type Order } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, InlineError, Panel, toast } from '../../shared/ui/index.ts';
import { usePayOrder, useWalletLimit } from './api.ts';
import { useSubmissionKey } from '../../shared/api/submission-key.ts';
import styles from './Wallet.module.css';

/**
 * The safe deal on an order's page: where the money the wallet paid is, for each side; and for the buyer
 * of a confirmed order, «Оплатить с кошелька» up to the limit; `onPaid` gets the order as it now is.
 */
export function OrderWalletPayment({ order, onPaid }: { order: Order; onPaid: (order: Order) => void }) {
  const payable = order.role === 'buyer' && order.status === 'confirmed';
  const limit = useWalletLimit(order.id, payable);
  const pay = usePayOrder(order.id);
  const submission = useSubmissionKey();
  const [error, setError] = useState<string>();
  const deal = order.safe_deal;
  const side = order.role === 'buyer' ? safeDealLabels.buyer : safeDealLabels.seller;
  const canPay = payable && (limit.data?.limit ?? 0) > 0;
  if (deal.status === 'none' && !canPay && !limit.isError) return null;

  const payAll = async () => {
    setError(undefined);
    try {
      const reply = await pay.mutateAsync({ body: {}, key: submission.keyFor({ order: order.id }) });
      submission.done();
      onPaid(reply.order);
      toast.success(reply.message);
    } catch (failure) {
      setError(errorMessage(failure, messages.walletPayError));
    }
  };

  return (
    <Panel padded>
      <section className={styles.safeDeal} aria-label={safeDealLabels.walletPaid}>
        {deal.status !== 'none' && (
          <>
            <p>{side[deal.status]}</p>
            <p className={styles.muted}>
              {safeDealLabels.walletPaid}: {formatMoney(deal.amount)}
              {deal.status !== 'refunded' && ` · ${safeDealLabels.sellerGets(formatMoney(deal.seller_gets))}`}
              {deal.status !== 'refunded' && ` · ${safeDealLabels.commission(formatMoney(deal.commission))}`}
            </p>
          </>
        )}
        {limit.isError && (
          <InlineError
            message={errorMessage(limit.error, messages.walletLimitLoadError)}
            onRetry={() => void limit.refetch()}
          />
        )}
        {canPay && limit.data && (
          <>
            <p className={styles.muted}>{safeDealLabels.limit(formatMoney(limit.data.limit))}</p>
            <Button disabled={pay.isPending} onClick={() => void payAll()}>
              {safeDealLabels.payFromWallet}
            </Button>
          </>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </section>
    </Panel>
  );
}
