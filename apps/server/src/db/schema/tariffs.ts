import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { promotionKinds, subscriptionStatuses, tariffCodes } from '@mp/contract';
import { users } from './users.ts';

/** Spec §3 «Tariff plan»: one tariff for one duration at one price; reference data (migration 0016). */
export const subscriptionBundles = pgTable('subscription_bundles', {
  id: serial('id').primaryKey(),
  tariff: text('tariff', { enum: tariffCodes }).notNull(),
  durationDays: integer('duration_days').notNull(),
  priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** A seller's tariff for one period (record 0087); at most one active per person. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => subscriptionBundles.id),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the «скоро закончится» notice went out for the current period. */
    endingNoticeAt: timestamp('ending_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_user_idx').on(t.userId, t.startedAt),
    index('subscriptions_active_ends_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** A person's raises and VIP placements left to use (record 0087), from packages and tariffs. */
export const promotionCredits = pgTable(
  'promotion_credits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    remaining: integer('remaining').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('promotion_credits_not_negative', sql`${t.remaining} >= 0`),
  ],
);
