import { and, eq, gt, sql } from 'drizzle-orm';
import type { PromotionKind } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { promotionCredits } from '../../db/schema/index.ts';

export type PackagesRepository = ReturnType<typeof packagesRepository>;

/** The SQL of promotion credits; every write takes the caller's transaction. */
export function packagesRepository(db: Db) {
  return {
    async credits(userId: number): Promise<Record<PromotionKind, number>> {
      const rows = await db
        .select({ kind: promotionCredits.kind, remaining: promotionCredits.remaining })
        .from(promotionCredits)
        .where(eq(promotionCredits.userId, userId));
      const credits = { raise: 0, vip: 0 };
      for (const row of rows) credits[row.kind] = row.remaining;
      return credits;
    },

    async grant(tx: Db, userId: number, kind: PromotionKind, count: number): Promise<void> {
      await tx
        .insert(promotionCredits)
        .values({ userId, kind, remaining: count })
        .onConflictDoUpdate({
          target: [promotionCredits.userId, promotionCredits.kind],
          set: { remaining: sql`${promotionCredits.remaining} + ${count}` },
        });
    },

    /** Takes one credit if there is one left: a compare-and-set, never below zero. */
    async spend(tx: Db, userId: number, kind: PromotionKind): Promise<boolean> {
      const rows = await tx
        .update(promotionCredits)
        .set({ remaining: sql`${promotionCredits.remaining} - 1` })
        .where(
          and(
            eq(promotionCredits.userId, userId),
            eq(promotionCredits.kind, kind),
            gt(promotionCredits.remaining, 0),
          ),
        )
        .returning({ remaining: promotionCredits.remaining });
      return rows.length > 0;
    },
  };
}
