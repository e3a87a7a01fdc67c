import {
  messages,
  type AdStatsReply,
  type SellerStatsReply,
  type StatsDay,
  type StatsPeriod,
  type StatsTotals,
} from '@mp/contract';
import { notFound } from '../../http/errors.ts';
import { dayAfter, moscowDay } from '../../platform/moscow-day.ts';
import type { AdsService } from '../ads/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { DayRow, StatsRepository } from './repository.ts';

/** Days a statistics row is kept: a year, and the month before it for the year-on-year eye. */
export const statsRetentionDays = 400;
/** The most viewed ads a seller's summary names. */
const topAdsShown = 5;

export type StatsService = ReturnType<typeof statsService>;

/** The days of a period, each with its row or zeros, oldest first. */
function everyDay(rows: readonly DayRow[], from: string, to: string): StatsDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: StatsDay[] = [];
  for (let day = from; day <= to; day = dayAfter(day, 1)) {
    const row = byDay.get(day);
    days.push({
      date: day,
      views: row?.views ?? 0,
      contacts: row?.contacts ?? 0,
      favorites: row?.favorites ?? 0,
      cart: row?.cart ?? 0,
      orders: row?.orders ?? 0,
      promoted: [...(row?.raised ? (['raise'] as const) : []), ...(row?.vip ? (['vip'] as const) : [])],
    });
  }
  return days;
}

const totalsOf = (days: readonly StatsDay[]): StatsTotals => ({
  views: days.reduce((sum, day) => sum + day.views, 0),
  contacts: days.reduce((sum, day) => sum + day.contacts, 0),
  favorites: days.reduce((sum, day) => sum + day.favorites, 0),
  cart: days.reduce((sum, day) => sum + day.cart, 0),
  orders: days.reduce((sum, day) => sum + day.orders, 0),
});

/**
 * A seller's statistics (issue 32): an ad's days and the seller's summary, for the owner only. The days are
 * Moscow days; today's views include what this instance has counted and not written yet.
 */
export function statsService({
  repository,
  ads,
  products,
  now,
}: {
  repository: StatsRepository;
  ads: Pick<AdsService, 'isOwnAd'>;
  products: Pick<ProductsService, 'writeViews'>;
  now: () => Date;
}) {
  /** The period's first and last day: `days` days up to today. */
  function periodOf(days: StatsPeriod) {
    const to = moscowDay(now());
    return { from: dayAfter(to, 1 - days), to };
  }

  return {
    /** `GET /api/products/{id}/stats`: 404 for anyone but the ad's owner, as for an ad that is not there. */
    async ofAd(userId: number, productId: number, days: StatsPeriod): Promise<AdStatsReply> {
      if (!(await ads.isOwnAd(userId, productId))) throw notFound(messages.productNotFound);
      await products.writeViews();
      const { from, to } = periodOf(days);
      const data = everyDay(await repository.adDays(productId, from, to), from, to);
      return { data, totals: totalsOf(data) };
    },

    /** `GET /api/user/stats`: the seller's ads summed by day, and the most viewed of them. */
    async ofSeller(userId: number, days: StatsPeriod): Promise<SellerStatsReply> {
      await products.writeViews();
      const { from, to } = periodOf(days);
      const [rows, top] = await Promise.all([
        repository.sellerDays(userId, from, to),
        repository.sellerTop(userId, from, to, topAdsShown),
      ]);
      const data = everyDay(rows, from, to);
      return { data, totals: totalsOf(data), top };
    },

    /** Housekeeping: forgets the days past the retention. */
    async forgetOldDays(): Promise<{ statsDaysForgotten: number }> {
      const before = dayAfter(moscowDay(now()), -statsRetentionDays);
      return { statsDaysForgotten: await repository.forgetBefore(before) };
    },
  };
}
