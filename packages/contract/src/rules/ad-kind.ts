import type { AdKind } from '../constants.ts';
import { adKindPriceLabels } from '../labels/catalogue.ts';
import { formatPrice } from './price.ts';

/** Top-level categories (by slug) whose ads are not goods; every other category holds goods. */
const kindBySlug: Readonly<Record<string, AdKind>> = { jobs: 'job', services: 'service' };

/** What the ads of a top-level category offer (record 0111). */
export const adKindOf = (categorySlug: string): AdKind => kindBySlug[categorySlug] ?? 'goods';

/**
 * Whether an ad goes into the cart and orders and has a condition and a stock: goods only. A vacancy or
 * a service is talked over with the seller («Написать»).
 */
export const canBeBought = (kind: AdKind): boolean => kind === 'goods';

/**
 * The price as the ad's kind reads it: «12 500 ₽», a service «от 1 500 ₽», a salary «от 60 000 ₽ за месяц».
 * The words around a vacancy's or a service's sum may wrap in a narrow card; the sum itself never breaks
 * (its spaces are non-breaking).
 */
export function formatAdPrice(kind: AdKind, rubles: number): string {
  if (kind === 'goods') return formatPrice(rubles);
  if (rubles === 0) return kind === 'job' ? adKindPriceLabels.jobUnset : adKindPriceLabels.serviceUnset;
  return adKindPriceLabels[kind](formatPrice(rubles).replaceAll(' ', '\u00a0'));
}
