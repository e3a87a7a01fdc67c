import { useSearchParams } from 'react-router';
import { breadcrumbs } from '@mp/contract';
import {
  History,
  PaymentResult,
  TopUpForm,
  WalletSummary,
  WithdrawForm,
  Withdrawals,
} from '../../features/wallet/index.ts';
import { Page } from '../../shared/ui/index.ts';
import styles from './WalletPage.module.css';

/** /profile/wallet («Кошелек»): the balance, top-up and withdrawal, the history; `?payment=` after paying. */
export function WalletPage() {
  const payment = useSearchParams()[0].get('payment');
  return (
    <Page title={breadcrumbs.wallet}>
      <div className={styles.stack}>
        {payment && <PaymentResult id={payment} />}
        <WalletSummary />
        <div className={styles.forms}>
          <TopUpForm />
          <WithdrawForm />
        </div>
        <Withdrawals />
        <History account="wallet" />
      </div>
    </Page>
  );
}
