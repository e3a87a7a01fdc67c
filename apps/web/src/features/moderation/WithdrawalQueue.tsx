import { Link } from 'react-router';
import { formatMoney, moderationLabels, type PendingWithdrawal, type WithdrawalDecision } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, toast } from '../../shared/ui/index.ts';
import { moderationKeys, useDecideWithdrawal, useWithdrawalQueue } from './api.ts';
import { formatDate, ListFrame } from './ListFrame.tsx';
import styles from './Moderation.module.css';

/** Withdrawal requests, the oldest first: marked paid once the bank transfer is made, or refused. */
export function WithdrawalQueue() {
  const query = useWithdrawalQueue(true);
  return (
    <ListFrame
      query={query}
      empty={moderationLabels.empty.withdrawals}
      render={(item: PendingWithdrawal) => <WithdrawalRow key={item.id} item={item} />}
    />
  );
}

function WithdrawalRow({ item }: { item: PendingWithdrawal }) {
  const decide = useDecideWithdrawal();
  const run = (decision: WithdrawalDecision) =>
    decide.mutate(
      { id: item.id, body: decision, list: moderationKeys.withdrawals },
      {
        onSuccess: (reply) => toast.success(reply.message),
        onError: (error) => toast.error(errorMessage(error, moderationLabels.actionError)),
      },
    );
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>
        {formatMoney(item.amount)} → {item.destination}
      </h3>
      <p className={styles.meta}>
        {item.user && (
          <span>
            {moderationLabels.owner}: <Link to={`/profile/user/${item.user.id}`}>{item.user.name}</Link>
          </span>
        )}
        <span>{formatDate(item.created_at)}</span>
      </p>
      <div className={styles.actions}>
        <Button size="s" variant="success" disabled={decide.isPending} onClick={() => run('pay')}>
          {moderationLabels.withdrawalPaid}
        </Button>
        <Button size="s" variant="secondary" disabled={decide.isPending} onClick={() => run('refuse')}>
          {moderationLabels.withdrawalRefuse}
        </Button>
      </div>
    </li>
  );
}
