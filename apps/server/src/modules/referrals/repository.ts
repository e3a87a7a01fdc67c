import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralCodes, referrals, users } from '../../db/schema/index.ts';

export type ReferralsRepository = ReturnType<typeof referralsRepository>;

/** The SQL of referral codes and who invited whom; writes that belong together take the caller's transaction. */
export function referralsRepository(db: Db) {
  async function codeOf(userId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    return row?.code;
  }

  return {
    codeOf,

    /**
     * Keeps a code for the person unless they have one (a concurrent first request may have kept another,
     * which then wins); undefined only when the code is someone else's.
     */
    async keepCode(userId: number, code: string): Promise<string | undefined> {
      await db.insert(referralCodes).values({ userId, code }).onConflictDoNothing();
      return codeOf(userId);
    },

    async ownerOf(code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.code, code));
      return row?.userId;
    },

    /** Records who invited the new person; once per person. */
    async attribute(referredId: number, referrerId: number): Promise<void> {
      await db.insert(referrals).values({ referredId, referrerId }).onConflictDoNothing();
    },

    /** The referral of a person not yet rewarded, with both names. */
    async unrewarded(referredId: number) {
      const [row] = await db
        .select({ referrerId: referrals.referrerId, referredName: users.name })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredId))
        .where(and(eq(referrals.referredId, referredId), isNull(referrals.rewardedAt)));
      return row;
    },

    /** The one write of a reward: a compare-and-set on it not having happened, in the caller's transaction. */
    async markRewarded(tx: Db, referredId: number, orderId: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(referrals)
        .set({ rewardedAt: at, rewardOrderId: orderId })
        .where(and(eq(referrals.referredId, referredId), isNull(referrals.rewardedAt)))
        .returning({ id: referrals.referredId });
      return rows.length > 0;
    },

    /** The people someone invited, newest first. */
    invitedBy: (referrerId: number) =>
      db
        .select({
          id: users.id,
          name: users.name,
          joinedAt: referrals.createdAt,
          rewardedAt: referrals.rewardedAt,
        })
        .from(referrals)
        .innerJoin(users, eq(users.id, referrals.referredId))
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.referredId)),
  };
}
