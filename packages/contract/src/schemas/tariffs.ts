import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * The tariffs a seller may hold (record 0087): what each gives while it is active. `activeAds` caps the
 * seller's ads on sale at once; `commissionFreeRubles` is how much of the safe deal's sales in a period pay
 * no commission; `raise` and `vip` are the raises and VIP placements each period adds.
 */
export const tariffCodes = ['start', 'business', 'maximum'] as const;
export type TariffCode = (typeof tariffCodes)[number];
export const tariffBenefits = {
  start: { activeAds: 100, commissionFreeRubles: 50_000, raise: 10, vip: 0 },
  business: { activeAds: 500, commissionFreeRubles: 300_000, raise: 50, vip: 5 },
  maximum: { activeAds: 5_000, commissionFreeRubles: 3_000_000, raise: 200, vip: 20 },
} as const satisfies Record<
  TariffCode,
  { activeAds: number; commissionFreeRubles: number; raise: number; vip: number }
>;

/** Ads on sale at once without a tariff. */
export const freeActiveAdsLimit = 50;

/** A subscription bundle as stored (spec §3 «Tariff plan»): one tariff for one duration at one price. */
export const subscriptionBundleSchema = z.object({
  id: z.number().int(),
  tariff: z.enum(tariffCodes),
  name: z.string(),
  duration_days: z.number().int(),
  price: z.number(),
  description: z.string(),
  is_popular: z.boolean(),
  is_active: z.boolean(),
});
export type SubscriptionBundle = z.infer<typeof subscriptionBundleSchema>;

/** A bundle with spec §9's derived fields (`rules/tariff-plans.ts`). */
export const pricedBundleSchema = subscriptionBundleSchema.extend({
  oldPrice: z.number().nullable(),
  benefit: z.number(),
  is_most_beneficial: z.boolean(),
});
export type PricedBundle = z.infer<typeof pricedBundleSchema>;
export const bundlesReplySchema = z.object({ data: z.array(pricedBundleSchema) });

export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec §3 «User subscription», with its bundle and dates. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(subscriptionStatuses),
  auto_renewal: z.boolean(),
  bundle: subscriptionBundleSchema,
  started_at: z.string(),
  ends_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions`: the current tariff (if any) and the history, newest first. */
export const subscriptionsReplySchema = z.object({
  current: subscriptionSchema.nullable(),
  data: z.array(subscriptionSchema),
});
export type SubscriptionsReply = z.infer<typeof subscriptionsReplySchema>;

/** `POST /api/subscriptions`: the bundle, paid from the wallet; auto-renewal only when asked for. */
export const subscriptionCreateBodySchema = z.object({
  bundle_id: z
    .number({ error: messages.bundleInvalid })
    .int({ error: messages.bundleInvalid })
    .positive({ error: messages.bundleInvalid })
    .max(2_147_483_647, { error: messages.bundleInvalid }),
  auto_renewal: z.boolean({ error: messages.autoRenewalInvalid }).default(false),
});
export type SubscriptionCreateBody = z.input<typeof subscriptionCreateBodySchema>;

export const autoRenewalBodySchema = z.object({
  auto_renewal: z.boolean({ error: messages.autoRenewalInvalid }),
});

export const subscriptionReplySchema = z.object({ message: z.string(), subscription: subscriptionSchema });
export type SubscriptionReply = z.infer<typeof subscriptionReplySchema>;
