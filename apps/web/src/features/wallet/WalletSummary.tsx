import { formatMoney, messages, walletLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { InlineError, Panel, Skeleton } from '../../shared/ui/index.ts';
import { useWallet } from './api.ts';
import styles from './Wallet.module.css';

/** The balance, what waits to be paid out, and the seller's share of a sale. */
export function WalletSummary() {
  const wallet = useWallet();
  if (wallet.isPending) return <Skeleton height={112} radius={16} />;
  if (wallet.isError) {
    return (
      <InlineError
        message={errorMessage(wallet.error, messages.walletLoadError)}
        onRetry={() => void wallet.refetch()}
      />
    );
  }
  const { balance, withdrawal_held, payout_percentage } = wallet.data;
  return (
    <Panel padded>
      <div className={styles.summary}>
        <span className={styles.muted}>{walletLabels.balance}</span>
        <p className={styles.balance} data-testid="wallet-balance">
          {formatMoney(balance)}
        </p>
        {withdrawal_held > 0 && (
          <span>
            {walletLabels.withdrawalHeld}: {formatMoney(withdrawal_held)}
          </span>
        )}
        <span className={styles.muted}>{walletLabels.payoutPercentage(payout_percentage)}</span>
      </div>
    </Panel>
  );
}
