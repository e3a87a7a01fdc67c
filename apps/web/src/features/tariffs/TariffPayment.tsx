import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoney, messages, tariffDurationLabel, tariffLabels, type PricedBundle } from '@mp/contract';
import { ApiError, errorMessage } from '../../shared/api/http.ts';
import {
  Button,
  ButtonLink,
  EmptyState,
  InlineError,
  Panel,
  Skeleton,
  toast,
} from '../../shared/ui/index.ts';
import { useSubmissionKey } from '../../shared/api/submission-key.ts';
import { useWallet } from '../wallet/index.ts';
import { useBundles, useSubscribe } from './api.ts';
import styles from './Tariffs.module.css';

/** «Оплата тарифа»: the chosen plan, the wallet's balance, auto-renewal by choice, and paying from the wallet. */
export function TariffPayment({ bundleId }: { bundleId: number }) {
  const bundles = useBundles();
  if (bundles.isPending) return <Skeleton height={240} radius={16} />;
  if (bundles.isError) {
    return (
      <InlineError
        message={errorMessage(bundles.error, messages.tariffPlansLoadError)}
        onRetry={() => void bundles.refetch()}
      />
    );
  }
  const plan = bundles.data.data.find((bundle) => bundle.id === bundleId);
  if (!plan) {
    return (
      <Panel padded>
        <EmptyState
          title={tariffLabels.noPlanChosen}
          action={<ButtonLink to="/profile/tariff/plans">{tariffLabels.choose}</ButtonLink>}
        />
      </Panel>
    );
  }
  return <Payment plan={plan} />;
}

function Payment({ plan }: { plan: PricedBundle }) {
  const navigate = useNavigate();
  const wallet = useWallet();
  const subscribe = useSubscribe();
  const submission = useSubmissionKey();
  const [autoRenewal, setAutoRenewal] = useState(false);
  const [error, setError] = useState<{ message: string; needsCompany: boolean }>();
  const balance = wallet.data?.balance;
  const short = balance !== undefined && balance < plan.price;

  const pay = async () => {
    setError(undefined);
    const body = { bundle_id: plan.id, auto_renewal: autoRenewal };
    try {
      const reply = await subscribe.mutateAsync({ body, key: submission.keyFor(body) });
      submission.done();
      toast.success(reply.message);
      void navigate('/profile/tariff');
    } catch (failure) {
      const needsCompany = failure instanceof ApiError && failure.status === 400;
      setError({ message: errorMessage(failure, messages.subscriptionCreateError), needsCompany });
    }
  };

  return (
    <Panel padded>
      <section className={styles.current} aria-label={tariffLabels.payTitle}>
        <h2>
          {plan.name}, {tariffDurationLabel(plan.duration_days)}
        </h2>
        <span className={styles.price}>{formatMoney(plan.price)}</span>
        <span className={styles.muted}>{plan.description}</span>
        {balance !== undefined && <span>{tariffLabels.walletBalance(formatMoney(balance))}</span>}
        {short && (
          <ButtonLink to="/profile/wallet" variant="secondary">
            {tariffLabels.topUpFirst}
          </ButtonLink>
        )}
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={autoRenewal}
            onChange={(event) => setAutoRenewal(event.target.checked)}
          />
          {tariffLabels.autoRenewal}
        </label>
        <span className={styles.muted}>{tariffLabels.autoRenewalHint}</span>
        <Button disabled={subscribe.isPending || short || balance === undefined} onClick={() => void pay()}>
          {tariffLabels.payFromWallet}
        </Button>
        {error && (
          <p role="alert" className={styles.error}>
            {error.message}
            {error.needsCompany && (
              <>
                {' '}
                <Link to="/profile/settings">{tariffLabels.toSettings}</Link>
              </>
            )}
          </p>
        )}
      </section>
    </Panel>
  );
}
