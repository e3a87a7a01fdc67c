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
import { useBundles, useSubscribe, useSubscriptions } from './api.ts';
import styles from './Tariffs.module.css';

/**
 * «Оплата тарифа»: the chosen plan, the wallet's balance, auto-renewal by choice, and paying from the
 * wallet; with a tariff already active, the way to it instead (the server would refuse a second one).
 */
export function TariffPayment({ bundleId }: { bundleId: number }) {
  const bundles = useBundles();
  const subscriptions = useSubscriptions();
  if (bundles.isPending || subscriptions.isPending) return <Skeleton height={240} radius={16} />;
  if (bundles.isError) {
    return (
      <InlineError
        message={errorMessage(bundles.error, messages.bundlesLoadError)}
        onRetry={() => void bundles.refetch()}
      />
    );
  }
  if (subscriptions.isError) {
    return (
      <InlineError
        message={errorMessage(subscriptions.error, messages.subscriptionsLoadError)}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  if (subscriptions.data.current) {
    return (
      <Panel padded>
        <EmptyState
          title={messages.subscriptionAlreadyActive}
          action={<ButtonLink to="/profile/tariff">{tariffLabels.current}</ButtonLink>}
        />
      </Panel>
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

/** Spec §8: the server's message first; without one, these by status, else «Ошибка при создании тарифа». */
const createFailures = { 400: messages.tariffNeedsCompany, 401: messages.authRequired };

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
      setError({ message: errorMessage(failure, messages.tariffCreateError, createFailures), needsCompany });
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
