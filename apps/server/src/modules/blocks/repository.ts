import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userBlocks, users } from '../../db/schema/index.ts';

export type BlocksRepository = ReturnType<typeof blocksRepository>;

export function blocksRepository(db: Db) {
  return {
    /** Whether `blockerId` has blocked `blockedId`. */
    async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .limit(1);
      return row !== undefined;
    },

    /** Whether either of two people has blocked the other. */
    async eitherBlocked(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether the user has blocked anyone. */
    async hasBlocks(blockerId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, blockerId))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Blocks `blockedId` for `blockerId`; blocking twice changes nothing. False when no such user
     * exists (also when it is deleted between the check and the insert).
     */
    async block(blockerId: number, blockedId: number): Promise<boolean> {
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
      if (!target) return false;
      try {
        await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /** Removes the caller's own block, if any. */
    async unblock(blockerId: number, blockedId: number): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Whom the user has blocked, most recent first. */
    async blockedBy(blockerId: number) {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          profilePhotoUrl: users.profilePhotoUrl,
          blockedAt: userBlocks.createdAt,
        })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        profile_photo_url: row.profilePhotoUrl,
        blocked_at: row.blockedAt.toISOString(),
      }));
    },
  };
}

/** PostgreSQL's foreign_key_violation (the referenced user was deleted meanwhile). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
