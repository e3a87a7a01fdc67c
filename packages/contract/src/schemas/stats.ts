import { z } from 'zod';
import { messages } from '../messages.ts';
import { promotionKinds } from './packages.ts';

/** The periods a seller's statistics are shown for, in days (today included). */
export const statsPeriods = [7, 30, 90] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

/** `?days=7|30|90` (7 when absent). */
export const statsQuerySchema = z.object({
  days: z
    .enum(statsPeriods.map(String) as ['7', '30', '90'], { error: messages.badRequest })
    .default('7')
    .transform((days) => Number(days) as StatsPeriod),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** What a day's row and the totals count. */
const counts = {
  /** Visitors of the ad page (one per visitor and day, bots not counted). */
  views: z.number().int().nonnegative(),
  /** People who wrote to the seller about the ad or revealed the phone. */
  contacts: z.number().int().nonnegative(),
  /** Times it was added to favourites. */
  favorites: z.number().int().nonnegative(),
  /** Times it was put in a cart. */
  cart: z.number().int().nonnegative(),
  /** Orders of it. */
  orders: z.number().int().nonnegative(),
};

export const statsTotalsSchema = z.object(counts);
export type StatsTotals = z.infer<typeof statsTotalsSchema>;

/** One day (Moscow time, `YYYY-MM-DD`); a day with nothing is zeros. */
export const statsDaySchema = z.object({
  date: z.iso.date(),
  ...counts,
  /** Raised or made VIP that day. */
  promoted: z.array(z.enum(promotionKinds)),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/** `GET /api/products/{id}/stats`: the ad's days, oldest first, and their sums. */
export const adStatsReplySchema = z.object({
  data: z.array(statsDaySchema),
  totals: statsTotalsSchema,
});
export type AdStatsReply = z.infer<typeof adStatsReplySchema>;

/** An ad among a seller's most viewed of the period. */
export const topAdSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  views: z.number().int().nonnegative(),
  contacts: z.number().int().nonnegative(),
});

/** `GET /api/user/stats`: the seller's ads summed by day, and the five most viewed. */
export const sellerStatsReplySchema = adStatsReplySchema.extend({ top: z.array(topAdSchema) });
export type SellerStatsReply = z.infer<typeof sellerStatsReplySchema>;
