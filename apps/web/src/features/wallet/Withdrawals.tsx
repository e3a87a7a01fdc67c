import { formatMoney, walletLabels } from '@mp/contract';
import { formatLongDate } from '../../shared/lib/dates.ts';
import { Panel } from '../../shared/ui/index.ts';
import { useWithdrawals } from './api.ts';
import styles from './Wallet.module.css';

/** «Заявки на вывод», shown once there is one. */
export function Withdrawals() {
  const withdrawals = useWithdrawals();
  const items = withdrawals.data?.pages.flatMap((page) => page.data) ?? [];
  if (items.length === 0) return null;
  return (
    <Panel padded>
      <section className={styles.section} aria-label={walletLabels.withdrawals}>
        <h2>{walletLabels.withdrawals}</h2>
        <ul className={styles.lines}>
          {items.map((item) => (
            <li key={item.id} className={styles.line}>
              <strong>
                {formatMoney(item.amount)} → {item.destination}
              </strong>
              <span>{walletLabels.withdrawalStatuses[item.status]}</span>
              <span className={styles.muted}>{formatLongDate(item.created_at)}</span>
            </li>
          ))}
        </ul>
      </section>
    </Panel>
  );
}
