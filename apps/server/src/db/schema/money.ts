import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ledgerAccountKinds,
  ledgerTransactionKinds,
  paymentProviders,
  paymentStatuses,
  withdrawalStatuses,
} from '@mp/contract';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** The accounts whose balance may go below zero: the outside world, where money and points come from. */
export const sourceAccountKinds = ['payments', 'points_source'] as const;
/** The platform's own accounts, one of each. */
export const platformAccountKinds = ['payments', 'points_source', 'commission', 'sales', 'carrier'] as const;
/** A person's accounts, one of each per person. */
export const userAccountKinds = ['wallet', 'withdrawal_hold', 'points'] as const;

const listed = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

/**
 * A ledger account (design §5, record 0086): a person's wallet, the money they asked to withdraw, their
 * points; an order's safe-deal hold; the platform's commission and sales; the outside world (`payments`,
 * `points_source`), the only ones that go below zero. The balance is the sum of the account's entries, kept
 * in the same transaction as they are written.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Kopecks, or points for `points` and `points_source`. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_accounts_balance_not_negative',
      sql`${t.balance} >= 0 or ${t.kind} in (${listed(sourceAccountKinds)})`,
    ),
    uniqueIndex('ledger_accounts_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} in (${listed(userAccountKinds)}) and ${t.userId} is not null`),
    uniqueIndex('ledger_accounts_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} = 'order_hold' and ${t.orderId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind_idx')
      .on(t.kind)
      .where(sql`${t.kind} in (${listed(platformAccountKinds)})`),
  ],
);

/** One movement of money or points: two or more entries that sum to zero, written together. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ledgerTransactionKinds }).notNull(),
    /** What it was for, in Russian, as the history shows it. */
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The payment, withdrawal, subscription or package it belongs to, e.g. `payment:…`. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_order_idx').on(t.orderId),
    uniqueIndex('ledger_transactions_kind_reference_idx')
      .on(t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);

/** A line of a transaction: a signed amount on one account and the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/**
 * A money request's `Idempotency-Key` and its first reply, written in the request's own transaction: the
 * same key with the same request gets the reply again, with another request a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** A payment through the payments provider (a top-up of the wallet). The balance moves once, on success. */
export const payments = pgTable(
  'payments',
  {
    /** Random, so the confirmation address cannot be guessed. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    confirmationUrl: text('confirmation_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A request to pay money out of the wallet; the amount is held until it is paid out or refused. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Where to: the card's last four digits only. */
    destination: text('destination').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A person's referral code, made when they first ask for their link. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who invited whom; rewarded once, when the invited person's first order completes. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer('referred_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardOrderId: integer('reward_order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('referrals_not_self', sql`${t.referredId} <> ${t.referrerId}`),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
  ],
);
