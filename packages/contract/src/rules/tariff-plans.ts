import { pluralize } from './plural.ts';

const namedDurations: Record<number, string> = {
  30: '1 месяц',
  90: '3 месяца',
  180: '6 месяцев',
  365: '1 год',
};

/**
 * Spec §9: 30 days is «1 месяц», 90 «3 месяца», 180 «6 месяцев», 365 «1 год»; other values in years when
 * whole years (of 365 days), months when whole months (of 30), else days.
 */
export function tariffDurationLabel(days: number): string {
  const named = namedDurations[days];
  if (named) return named;
  if (days % 365 === 0) return `${days / 365} ${pluralize(days / 365, ['год', 'года', 'лет'])}`;
  if (days % 30 === 0) return `${days / 30} ${pluralize(days / 30, ['месяц', 'месяца', 'месяцев'])}`;
  return `${days} ${pluralize(days, ['день', 'дня', 'дней'])}`;
}

/** How many 30-day months a plan lasts (365 days count as 12). */
const monthsOf = (days: number) => (days === 365 ? 12 : Math.round(days / 30));

interface Plan {
  tariff: string;
  duration_days: number;
  price: number;
  is_active: boolean;
}

/**
 * Spec §9 derived fields, within each tariff: a longer plan's `oldPrice` is the 30-day plan's price times its
 * months (2 decimals) and `benefit` = `oldPrice` − `price`; the plan with the biggest positive benefit is the
 * most beneficial. Without a 30-day plan (or for the 30-day plan itself) `oldPrice` is null and benefit 0.
 * Inactive plans (`is_active` false) are left out.
 */
export function pricedPlans<T extends Plan>(
  plans: readonly T[],
): (T & { oldPrice: number | null; benefit: number; is_most_beneficial: boolean })[] {
  const active = plans.filter((plan) => plan.is_active !== false);
  const monthly = new Map(
    active.filter((plan) => plan.duration_days === 30).map((plan) => [plan.tariff, plan.price]),
  );
  const priced = active.map((plan) => {
    const base = monthly.get(plan.tariff);
    const oldPrice =
      base === undefined || plan.duration_days <= 30
        ? null
        : Math.round(base * monthsOf(plan.duration_days) * 100) / 100;
    const benefit = oldPrice === null ? 0 : Math.round((oldPrice - plan.price) * 100) / 100;
    return { ...plan, oldPrice, benefit, is_most_beneficial: false };
  });
  const best = new Map<string, number>();
  priced.forEach((plan, index) => {
    const current = best.get(plan.tariff);
    if (plan.benefit > 0 && (current === undefined || plan.benefit > priced[current]!.benefit)) {
      best.set(plan.tariff, index);
    }
  });
  return priced.map((plan, index) => ({ ...plan, is_most_beneficial: best.get(plan.tariff) === index }));
}
