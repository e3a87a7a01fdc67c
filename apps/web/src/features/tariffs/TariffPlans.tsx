import {
  formatMoney,
  messages,
  tariffBenefits,
  tariffCodes,
  tariffDurationLabel,
  tariffLabels,
  type PricedBundle,
} from '@mp/contract';
import { errorMessage } from '../../shared/api/http.ts';
import { ButtonLink, InlineError, Skeleton } from '../../shared/ui/index.ts';
import { useBundles } from './api.ts';
import styles from './Tariffs.module.css';

/**
 * The plans on sale, one group per tariff with what it gives; each plan's duration as spec §9 names it,
 * the old price struck through, the benefit, and the most beneficial one marked. `pickTo` is where «Выбрать»
 * leads (the payment screen, or sign-in for a guest).
 */
export function TariffPlans({ pickTo }: { pickTo: (bundle: PricedBundle) => string }) {
  const bundles = useBundles();
  if (bundles.isPending) return <Skeleton height={360} radius={16} />;
  if (bundles.isError) {
    return (
      <InlineError
        message={errorMessage(bundles.error, messages.tariffPlansLoadError)}
        onRetry={() => void bundles.refetch()}
      />
    );
  }
  return (
    <div className={styles.groups}>
      {tariffCodes.map((tariff) => {
        const plans = bundles.data.data.filter((bundle) => bundle.tariff === tariff);
        if (plans.length === 0) return null;
        const benefits = tariffBenefits[tariff];
        return (
          <section key={tariff} className={styles.group} aria-label={tariffLabels.names[tariff]}>
            <h2>{tariffLabels.names[tariff]}</h2>
            <p className={styles.muted}>
              {tariffLabels.activeAds(benefits.activeAds)} ·{' '}
              {tariffLabels.commissionFree(formatMoney(benefits.commissionFreeRubles))} ·{' '}
              {tariffLabels.promotions(benefits.raise, benefits.vip)}
            </p>
            <ul className={styles.plans}>
              {plans.map((plan) => (
                <li key={plan.id} className={`${styles.plan} ${plan.is_most_beneficial ? styles.best : ''}`}>
                  <span className={styles.duration}>{tariffDurationLabel(plan.duration_days)}</span>
                  <span className={styles.price}>{formatMoney(plan.price)}</span>
                  {plan.oldPrice !== null && plan.benefit > 0 && (
                    <span>
                      <s className={styles.old}>{formatMoney(plan.oldPrice)}</s> ·{' '}
                      {tariffLabels.benefit(formatMoney(plan.benefit))}
                    </span>
                  )}
                  <span className={styles.marks}>
                    {plan.is_most_beneficial && (
                      <span className={styles.mark}>{tariffLabels.mostBeneficial}</span>
                    )}
                    {plan.is_popular && <span className={styles.mark}>{tariffLabels.popular}</span>}
                  </span>
                  <ButtonLink to={pickTo(plan)} variant={plan.is_most_beneficial ? 'primary' : 'secondary'}>
                    {tariffLabels.pick}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
