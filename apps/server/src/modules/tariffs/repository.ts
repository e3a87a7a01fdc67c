import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, subscriptionBundles, subscriptions } from '../../db/schema/index.ts';

export type TariffsRepository = ReturnType<typeof tariffsRepository>;
export type BundleRow = typeof subscriptionBundles.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export interface SubscriptionWithBundle {
  subscription: SubscriptionRow;
  bundle: BundleRow;
}

/** The SQL of tariff bundles and subscriptions; writes that belong together take the caller's transaction. */
export function tariffsRepository(db: Db) {
  const withBundle = (executor: Db = db) =>
    executor
      .select({ subscription: subscriptions, bundle: subscriptionBundles })
      .from(subscriptions)
      .innerJoin(subscriptionBundles, eq(subscriptionBundles.id, subscriptions.bundleId));

  return {
    bundles: () => db.select().from(subscriptionBundles).orderBy(asc(subscriptionBundles.id)),

    async bundle(id: number): Promise<BundleRow | undefined> {
      const [row] = await db.select().from(subscriptionBundles).where(eq(subscriptionBundles.id, id));
      return row;
    },

    async hasCompany(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, userId));
      return row !== undefined;
    },

    /** The person's subscriptions, newest first. */
    subscriptionsOf: (userId: number): Promise<SubscriptionWithBundle[]> =>
      withBundle()
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id)),

    async one(id: number): Promise<SubscriptionWithBundle | undefined> {
      const [row] = await withBundle().where(eq(subscriptions.id, id));
      return row;
    },

    async active(userId: number, executor: Db = db): Promise<SubscriptionWithBundle | undefined> {
      const [row] = await withBundle(executor).where(
        and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')),
      );
      return row;
    },

    /** Inserts an active subscription; undefined when the person already has one (the unique index decides). */
    async insertActive(
      tx: Db,
      values: typeof subscriptions.$inferInsert,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.insert(subscriptions).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The only writes of a subscription: each a compare-and-set on it still being active. */
    async update(
      executor: Db,
      id: number,
      values: Partial<typeof subscriptions.$inferInsert>,
      endsAt?: Date,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await executor
        .update(subscriptions)
        .set(values)
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.status, 'active'),
            endsAt === undefined ? undefined : eq(subscriptions.endsAt, endsAt),
          ),
        )
        .returning();
      return row;
    },

    /** Active subscriptions whose period ended by `at`. */
    due: (at: Date) =>
      withBundle()
        .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, at)))
        .orderBy(asc(subscriptions.id)),

    /** Active subscriptions ending by `by` whose owner has not been told yet. */
    endingUntold: (by: Date) =>
      withBundle()
        .where(
          and(
            eq(subscriptions.status, 'active'),
            lte(subscriptions.endsAt, by),
            isNull(subscriptions.endingNoticeAt),
          ),
        )
        .orderBy(asc(subscriptions.id)),
  };
}
