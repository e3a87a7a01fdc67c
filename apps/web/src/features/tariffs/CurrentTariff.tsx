import { useState } from 'react';
import {
  formatLongDate,
  messages,
  screenLabels,
  tariffDurationLabel,
  tariffLabels,
  type Subscription,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import {
  Button,
  ButtonLink,
  EmptyState,
  InlineError,
  Modal,
  Panel,
  Skeleton,
  toast,
} from '../../shared/ui/index.ts';
import { useAutoRenewal, useCancelSubscription, useSubscriptions } from './api.ts';
import styles from './Tariffs.module.css';

const planName = (subscription: Subscription) =>
  `${subscription.bundle.name}, ${tariffDurationLabel(subscription.bundle.duration_days)}`;

/** «Тарифы»: the current tariff with its end, auto-renewal and cancelling; the tariffs held before. */
export function CurrentTariff() {
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <Skeleton height={200} radius={16} />;
  if (subscriptions.isError) {
    return (
      <InlineError
        message={errorMessage(subscriptions.error, messages.userTariffsLoadError)}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  const { current, data } = subscriptions.data;
  const past = data.filter((subscription) => subscription.id !== current?.id);
  return (
    <>
      {current ? (
        <Active subscription={current} />
      ) : (
        <Panel padded>
          <EmptyState
            icon="shop"
            title={screenLabels.tariffEmpty}
            hint={tariffLabels.noneHint}
            action={<ButtonLink to="/profile/tariff/plans">{tariffLabels.choose}</ButtonLink>}
          />
        </Panel>
      )}
      {past.length > 0 && (
        <Panel padded>
          <section aria-label={tariffLabels.history}>
            <h2>{tariffLabels.history}</h2>
            <ul className={styles.history}>
              {past.map((subscription) => (
                <li key={subscription.id}>
                  {planName(subscription)} — {tariffLabels.statuses[subscription.status]},{' '}
                  <span className={styles.muted}>
                    {formatLongDate(subscription.started_at)} – {formatLongDate(subscription.ends_at)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </Panel>
      )}
    </>
  );
}

function Active({ subscription }: { subscription: Subscription }) {
  const autoRenewal = useAutoRenewal();
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const failed = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));
  return (
    <Panel padded>
      <section className={styles.current} aria-label={tariffLabels.current}>
        <span className={styles.muted}>{tariffLabels.current}</span>
        <h2>{planName(subscription)}</h2>
        <span>{tariffLabels.activeUntil(formatLongDate(subscription.ends_at))}</span>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={subscription.auto_renewal}
            disabled={autoRenewal.isPending}
            onChange={(event) =>
              autoRenewal.mutate(
                { id: subscription.id, autoRenewal: event.target.checked },
                {
                  onSuccess: () => toast.success(messages.autoRenewalUpdated),
                  onError: failed(messages.autoRenewalUpdateError),
                },
              )
            }
          />
          {tariffLabels.autoRenewal}
        </label>
        <span className={styles.muted}>{tariffLabels.autoRenewalHint}</span>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {tariffLabels.cancel}
        </Button>
      </section>
      <Modal open={asking} title={tariffLabels.cancel} size="s" onClose={() => setAsking(false)}>
        <p>{tariffLabels.cancelQuestion}</p>
        <div className={styles.row}>
          <Button
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(subscription.id, {
                onSuccess: () => toast.success(messages.tariffCancelled),
                onError: failed(messages.tariffCancelError),
                onSettled: () => setAsking(false),
              })
            }
          >
            {tariffLabels.cancel}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {tariffLabels.keep}
          </Button>
        </div>
      </Modal>
    </Panel>
  );
}
