import { formatMoney, messages, screenLabels, walletLabels, type WalletTransaction } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { formatLongDate } from '../../shared/lib/dates.ts';
import { Button, EmptyState, InlineError, Panel, Skeleton } from '../../shared/ui/index.ts';
import { useHistory, type HistoryAccount } from './api.ts';
import styles from './Wallet.module.css';

const formatPoints = (points: number) => String(points);
const signed = (line: WalletTransaction, format: (n: number) => string) =>
  `${line.amount > 0 ? '+' : ''}${format(line.amount)}`;

/** «История операций» of the wallet (rubles) or of the special wallet (points), newest first. */
export function History({ account }: { account: HistoryAccount }) {
  const history = useHistory(account);
  const format = account === 'wallet' ? formatMoney : formatPoints;
  if (history.isPending) return <Skeleton height={200} radius={16} />;
  if (history.isError && !history.data) {
    return (
      <InlineError
        message={errorMessage(history.error, messages.walletTransactionsLoadError)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const lines = history.data.pages.flatMap((page) => page.data);
  return (
    <Panel padded>
      <section className={styles.section} aria-label={walletLabels.history}>
        <h2>{walletLabels.history}</h2>
        {lines.length === 0 ? (
          <EmptyState icon="inbox" title={screenLabels.walletEmpty} />
        ) : (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <strong>{walletLabels.transactionKinds[line.type]}</strong>
                <span className={`${styles.amount} ${line.amount > 0 ? styles.in : ''}`}>
                  {signed(line, format)}
                </span>
                <span className={styles.muted}>
                  {line.description} · {formatLongDate(line.created_at)}
                </span>
                <span className={styles.muted}>
                  {walletLabels.balance}: {format(line.balance_after)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {history.hasNextPage && (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {walletLabels.showMore}
            </Button>
          </div>
        )}
      </section>
    </Panel>
  );
}
