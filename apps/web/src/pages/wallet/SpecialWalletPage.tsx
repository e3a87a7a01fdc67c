import { avatarLabels, breadcrumbs, walletLabels } from '@mp/contract';
import { History, usePoints } from '../../features/wallet/index.ts';
import { Page, Panel, Skeleton } from '../../shared/ui/index.ts';
import styles from './WalletPage.module.css';

/** /profile/special-wallet («Спецкошелек»): the points balance and its history. */
export function SpecialWalletPage() {
  const points = usePoints();
  return (
    <Page title={breadcrumbs.specialWallet}>
      <div className={styles.stack}>
        {points.data ? (
          <Panel padded>
            <p>
              {avatarLabels.pointsBalance}:{' '}
              <strong data-testid="points-balance">{points.data.balance}</strong>
            </p>
            <p>{walletLabels.pointsTitle}</p>
          </Panel>
        ) : (
          <Skeleton height={96} radius={16} />
        )}
        <History account="points" />
      </div>
    </Page>
  );
}
