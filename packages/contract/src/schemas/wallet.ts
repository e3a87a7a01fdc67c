import { z } from 'zod';
import { messages } from '../messages.ts';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../constants.ts';
import { paginated, pageNumberSchema, serialIdSchema } from './common.ts';

/**
 * The ledger's accounts (design §5, record 0086): a person's `wallet`, the money they asked to withdraw
 * (`withdrawal_hold`) and their `points` (the special wallet); an order's safe-deal hold (`order_hold`); the
 * platform's `commission` and `sales`; the outside world, where money (`payments`) and points
 * (`points_source`) come from.
 */
export const ledgerAccountKinds = [
  'wallet',
  'withdrawal_hold',
  'points',
  'order_hold',
  'commission',
  /** What the platform owes the carriers for the parcels they carried. */
  'carrier',
  'sales',
  'payments',
  'points_source',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** What a movement was: the `type` of a history line. */
export const ledgerTransactionKinds = [
  'top_up',
  'withdrawal',
  'withdrawal_paid',
  'withdrawal_refused',
  'order_payment',
  'order_release',
  'order_refund',
  'subscription',
  'package',
  'referral_reward',
  'bonus',
] as const;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const paymentProviders = ['sandbox', 'yookassa'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentStatuses = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const withdrawalStatuses = ['pending', 'paid', 'refused'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** Spec §3 «Payment type»: the ways to top up, each with its active flag. */
export const paymentTypeIds = ['bank_card', 'sbp'] as const;
export type PaymentTypeId = (typeof paymentTypeIds)[number];

export const walletLimits = {
  topUpMinRubles: 10,
  topUpMaxRubles: 300_000,
  withdrawMinRubles: 100,
  withdrawMaxRubles: 300_000,
  /** `Idempotency-Key`: what a client may send (a UUID fits). */
  idempotencyKeyMax: 255,
  /** How long a key and its first reply are kept. */
  idempotencyKeyTtlHours: 24,
  transactionsPerPage: 20,
} as const;

/**
 * The platform's share of a sale paid through the safe deal, in percent (record 0139); sellers with a tariff
 * pay none within their tariff's limits.
 */
export const platformCommissionPercent = 5;

/** The safe deal's clocks (record 0139), in days. */
export const safeDealDays = {
  /** A shipped order the buyer says nothing about completes by itself, and the seller is paid. */
  autoCompleteAfterShipping: 7,
  /** A paid order the seller does not ship is cancelled and the buyer refunded. */
  shipWithinAfterPayment: 5,
} as const;

/**
 * A sum of money in rubles from a request body: a JSON number, positive, whole kopecks (at most 2 decimals),
 * within [min, max]. Strings, fractions of a kopeck, 0, negatives, NaN and huge numbers are refused.
 */
export const rublesAmountSchema = (minRubles: number, maxRubles: number) =>
  z
    .number({ error: messages.amountInvalid })
    .refine((value) => Number.isFinite(value) && value > 0, { error: messages.amountInvalid, abort: true })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: messages.amountInvalid,
      abort: true,
    })
    .refine((value) => value >= minRubles, { error: messages.amountTooSmall(minRubles), abort: true })
    .refine((value) => value <= maxRubles, { error: messages.amountTooLarge(maxRubles) });

/** `GET /api/wallet` (spec §3 «Wallet»): the balance, what waits to be paid out, and the seller's share. */
export const walletSchema = z.object({
  balance: z.number(),
  /** Asked to withdraw and not paid out yet. */
  withdrawal_held: z.number(),
  /** What share of a sale reaches the seller's wallet: 100 minus the commission that applies now. */
  payout_percentage: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /api/wallet/points`: the special wallet (spec §2), in points. */
export const pointsWalletSchema = z.object({ balance: z.number().int() });
export type PointsWallet = z.infer<typeof pointsWalletSchema>;

/** A history line as the account's owner sees it: `amount` is signed (+ came in, − went out). */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(ledgerTransactionKinds),
  amount: z.number(),
  balance_after: z.number(),
  description: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
export const walletTransactionsPageSchema = paginated(walletTransactionSchema);
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPageSchema>;
export const walletTransactionsQuerySchema = z.object({ page: pageNumberSchema });

export const paymentTypeSchema = z.object({
  id: z.enum(paymentTypeIds),
  name: z.string(),
  is_active: z.boolean(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const paymentTypesReplySchema = z.object({ data: z.array(paymentTypeSchema) });

/** `POST /api/wallet/top-up`. */
export const topUpBodySchema = z.object({
  amount: rublesAmountSchema(walletLimits.topUpMinRubles, walletLimits.topUpMaxRubles),
  payment_type: z.enum(paymentTypeIds, { error: messages.paymentTypeInvalid }),
});
export type TopUpBody = z.input<typeof topUpBodySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders),
  /** Where the person confirms the payment: the provider's page, or the sandbox page in our app. */
  confirmation_url: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentReplySchema = z.object({ message: z.string(), payment: paymentSchema });
export type PaymentReply = z.infer<typeof paymentReplySchema>;
export const paymentIdParamSchema = z.object({
  payment_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: messages.paymentNotFound }),
});

/** `POST /api/wallet/withdraw`: the sum and the card to pay it to (only its last four digits are kept). */
export const withdrawBodySchema = z.object({
  amount: rublesAmountSchema(walletLimits.withdrawMinRubles, walletLimits.withdrawMaxRubles),
  card_number: z
    .string({ error: messages.cardNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16,19}$/, { error: messages.cardNumberInvalid })),
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  destination: z.string(),
  status: z.enum(withdrawalStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalReplySchema = z.object({ message: z.string(), withdrawal: withdrawalSchema });
export type WithdrawalReply = z.infer<typeof withdrawalReplySchema>;
export const withdrawalsPageSchema = paginated(withdrawalSchema);
export const withdrawalsQuerySchema = z.object({ page: pageNumberSchema });

/** `GET /api/moderation/withdrawals`: the requests waiting to be paid out, oldest first. */
export const pendingWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PendingWithdrawal = z.infer<typeof pendingWithdrawalSchema>;
export const pendingWithdrawalsPageSchema = paginated(pendingWithdrawalSchema);

/** `POST /api/moderation/withdrawals/{id}/{decision}`: paid out, or refused and returned to the wallet. */
export const withdrawalDecisions = ['pay', 'refuse'] as const;
export type WithdrawalDecision = (typeof withdrawalDecisions)[number];

/** The YooKassa notification we act on (the rest of its body is ignored; the payment is read back). */
export const yookassaWebhookSchema = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }),
});

/** The `Idempotency-Key` header every money-moving request carries (design §5). */
export const idempotencyHeadersSchema = z.object({
  [idempotencyKeyHeader]: z
    .string({ error: messages.idempotencyKeyRequired })
    .regex(idempotencyKeyPattern, { error: messages.idempotencyKeyRequired }),
});
export const pendingWithdrawalsQuerySchema = z.object({ page: pageNumberSchema });

/** `GET /api/wallet/limit?order_id=`: how much of the order the buyer's wallet may pay now. */
export const walletLimitQuerySchema = z.object({ order_id: serialIdSchema });
export const walletLimitSchema = z.object({
  order_id: z.number().int(),
  /** The smaller of the balance and what the seller's approved share leaves unpaid. */
  limit: z.number(),
  balance: z.number(),
  remaining_to_pay: z.number(),
  approved_percentage: z.number().int(),
});
export type WalletLimit = z.infer<typeof walletLimitSchema>;

/** `POST /api/order-points/{id}/pay`: `amount` in rubles, the whole limit when absent. */
export const orderPayBodySchema = z
  .object({ amount: rublesAmountSchema(0.01, 100_000_000).optional() })
  .nullish()
  .transform((body) => ({ amount: body?.amount }));
export type OrderPayBody = z.output<typeof orderPayBodySchema>;
