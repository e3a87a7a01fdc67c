import { formatMoney, messages, packageLabels, promotionKinds, type PlacementPackage } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, InlineError, Panel, Skeleton, toast } from '../../shared/ui/index.ts';
import { useSubmissionKey } from '../../shared/api/submission-key.ts';
import { useBuyPackage, usePackages } from './api.ts';
import styles from './Packages.module.css';

/** «Пакеты»: the raises and VIP placements left, and the packages to buy from the wallet. */
export function PlacementPackages() {
  const packages = usePackages();
  if (packages.isPending) return <Skeleton height={240} radius={16} />;
  if (packages.isError) {
    return (
      <InlineError
        message={errorMessage(packages.error, messages.packagesLoadError)}
        onRetry={() => void packages.refetch()}
      />
    );
  }
  const { credits, data } = packages.data;
  return (
    <div className={styles.stack}>
      <Panel padded>
        <p>
          {packageLabels.credits}:{' '}
          <strong data-testid="credits">{packageLabels.creditsOf(credits.raise, credits.vip)}</strong>
        </p>
        {promotionKinds.map((kind) => (
          <p key={kind} className={styles.muted}>
            {packageLabels.kinds[kind]}
          </p>
        ))}
      </Panel>
      <ul className={styles.list}>
        {data.map((item) => (
          <PackageCard key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function PackageCard({ item }: { item: PlacementPackage }) {
  const buy = useBuyPackage();
  const submission = useSubmissionKey();
  const purchase = async () => {
    try {
      const reply = await buy.mutateAsync({ id: item.id, key: submission.keyFor(item.id) });
      submission.done();
      toast.success(reply.message);
    } catch (error) {
      toast.error(errorMessage(error, messages.walletPayError));
    }
  };
  return (
    <li className={styles.item}>
      <strong>{item.name}</strong>
      <span className={styles.price}>{formatMoney(item.price)}</span>
      <Button disabled={buy.isPending} onClick={() => void purchase()}>
        {packageLabels.buy}
      </Button>
    </li>
  );
}
