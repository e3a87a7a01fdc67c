import { formatLongDate, messages, referralLabels, referralRewardPoints, screenLabels } from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { Button, EmptyState, InlineError, Panel, Skeleton, toast } from '../../shared/ui/index.ts';
import { useInvited, useReferralLink } from './api.ts';
import styles from './Referral.module.css';

/** Spec §8: «Ошибка получения реферальной ссылки», and «Необходима авторизация» for a 401. */
const failureText = (error: unknown) =>
  errorMessage(error, messages.referralLinkLoadError, { 401: messages.authRequired });

/** «Реферальная программа»: the person's link to share, and the people who came through it. */
export function ReferralProgram() {
  return (
    <div className={styles.stack}>
      <LinkPanel />
      <Invited />
    </div>
  );
}

function LinkPanel() {
  const link = useReferralLink();
  if (link.isPending) return <Skeleton height={120} radius={16} />;
  if (link.isError) {
    return <InlineError message={failureText(link.error)} onRetry={() => void link.refetch()} />;
  }
  const address = link.data.data.referral_link;
  const copy = () =>
    void navigator.clipboard.writeText(address).then(
      () => toast.success(referralLabels.copied),
      () => undefined,
    );
  return (
    <Panel padded>
      <p>{referralLabels.intro(referralRewardPoints.referrer, referralRewardPoints.referred)}</p>
      <div className={styles.link}>
        <input
          readOnly
          value={address}
          aria-label={referralLabels.link}
          onFocus={(event) => event.target.select()}
        />
        <Button onClick={copy}>{referralLabels.copy}</Button>
      </div>
    </Panel>
  );
}

function Invited() {
  const invited = useInvited();
  if (invited.isPending) return <Skeleton height={160} radius={16} />;
  if (invited.isError) {
    return <InlineError message={failureText(invited.error)} onRetry={() => void invited.refetch()} />;
  }
  const { data, points_earned } = invited.data;
  return (
    <Panel padded>
      <section aria-label={referralLabels.invited}>
        <h2>{referralLabels.invited}</h2>
        <p className={styles.muted}>{referralLabels.pointsEarned(points_earned)}</p>
        {data.length === 0 ? (
          <EmptyState icon="user" title={screenLabels.referralEmpty} compact />
        ) : (
          <ul className={styles.people}>
            {data.map((person) => (
              <li key={person.id} className={styles.person}>
                <span>
                  <strong>{person.name}</strong>{' '}
                  <span className={styles.muted}>
                    {referralLabels.joined(formatLongDate(person.joined_at))}
                  </span>
                </span>
                <span>
                  {person.rewarded_at ? referralLabels.rewarded(person.points) : referralLabels.waiting}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Panel>
  );
}
