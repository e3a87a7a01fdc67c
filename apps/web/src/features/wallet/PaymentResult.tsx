import { formatMoney, messages, walletLabels, type Payment } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, ButtonLink, InlineError, Panel, Skeleton } from '../../shared/ui/index.ts';
import { usePayment, useSettleSandbox } from './api.ts';
import styles from './Wallet.module.css';

const statusLine = (payment: Payment) =>
  `${walletLabels.topUpText(formatMoney(payment.amount))}: ${walletLabels.paymentStatuses[payment.status].toLowerCase()}`;

/** What became of a top-up, when the person comes back from the provider's page (`?payment=`). */
export function PaymentResult({ id }: { id: string }) {
  const payment = usePayment(id);
  if (payment.isPending) return <Skeleton height={56} radius={16} />;
  if (payment.isError) {
    return (
      <InlineError
        message={errorMessage(payment.error, messages.paymentNotFound)}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  return (
    <Panel padded>
      <p role="status">{statusLine(payment.data)}</p>
    </Panel>
  );
}

/** The sandbox provider's confirmation page: no money moves, the payer confirms or declines. */
export function SandboxPayment({ id }: { id: string }) {
  const payment = usePayment(id);
  const settle = useSettleSandbox(id);
  if (payment.isPending) return <Skeleton height={160} radius={16} />;
  if (payment.isError) {
    return (
      <InlineError
        message={errorMessage(payment.error, messages.paymentNotFound)}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const pending = payment.data.status === 'pending';
  return (
    <Panel padded>
      <div className={styles.result}>
        <p className={styles.balance}>{formatMoney(payment.data.amount)}</p>
        <p className={styles.muted}>{walletLabels.sandboxHint}</p>
        {pending ? (
          <div className={styles.forms}>
            <Button disabled={settle.isPending} onClick={() => settle.mutate('succeed')}>
              {walletLabels.sandboxSucceed}
            </Button>
            <Button variant="secondary" disabled={settle.isPending} onClick={() => settle.mutate('fail')}>
              {walletLabels.sandboxFail}
            </Button>
          </div>
        ) : (
          <p role="status">{statusLine(payment.data)}</p>
        )}
        {settle.isError && <p className={styles.error}>{errorMessage(settle.error, messages.topUpError)}</p>}
        <ButtonLink variant="link" to={`/profile/wallet?payment=${encodeURIComponent(id)}`}>
          {walletLabels.backToWallet}
        </ButtonLink>
      </div>
    </Panel>
  );
}
