import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthUser } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { sessions, smsOutbox, users, verificationCodes, type CodePurpose } from '../../db/schema/index.ts';

export type AuthRepository = ReturnType<typeof authRepository>;

export interface NewCode {
  phone: string;
  purpose: CodePurpose;
  codeHash: string;
  name?: string;
  passwordHash?: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  remember: boolean;
  now: Date;
  expiresAt: Date;
}

const userColumns = {
  id: users.id,
  phone: users.phone,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};

type UserRow = { id: number; phone: string; name: string; role: AuthUser['role']; createdAt: Date };

export const presentUser = (row: UserRow): AuthUser => ({
  id: row.id,
  phone: row.phone,
  name: row.name,
  role: row.role,
  created_at: row.createdAt.toISOString(),
});

/** All SQL of accounts, sessions, SMS codes and the outbox. */
export function authRepository(db: Db) {
  return {
    /**
     * Deletes codes and sessions that ended (expired or were revoked) before `before`, and outbox
     * texts sent before it; resolves to how many of each went.
     */
    async deleteEndedBefore(before: Date) {
      const codes = await db
        .delete(verificationCodes)
        .where(lt(verificationCodes.expiresAt, before))
        .returning({ id: verificationCodes.id });
      const ended = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
        .returning({ id: sessions.id });
      const texts = await db
        .delete(smsOutbox)
        .where(lt(smsOutbox.createdAt, before))
        .returning({ id: smsOutbox.id });
      return { verificationCodes: codes.length, sessions: ended.length, smsOutbox: texts.length };
    },

    async userByPhone(phone: string) {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.phone, phone));
      return row;
    },

    /** The user, or undefined when the phone was taken in the meantime. */
    async createUser(values: { phone: string; name: string; passwordHash: string; now: Date }) {
      const [row] = await db
        .insert(users)
        .values({
          phone: values.phone,
          name: values.name,
          passwordHash: values.passwordHash,
          phoneVerifiedAt: values.now,
          createdAt: values.now,
        })
        .onConflictDoNothing({ target: users.phone })
        .returning(userColumns);
      return row;
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async insertCode(code: NewCode): Promise<number> {
      const [row] = await db.insert(verificationCodes).values(code).returning({ id: verificationCodes.id });
      return row!.id;
    },

    async deleteCode(id: number): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    },

    /** The newest code sent to a phone for a purpose: only that one can be confirmed. */
    async latestCode(phone: string, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Counts a wrong try unless the code is already used up. */
    async countWrongTry(id: number, maxAttempts: number): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)));
    },

    /** Marks a code used; false when another request used it first or it ran out of tries. */
    async consumeCode(id: number, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async createSession(session: NewSession): Promise<number> {
      const [row] = await db
        .insert(sessions)
        .values({
          userId: session.userId,
          tokenHash: session.tokenHash,
          remember: session.remember,
          createdAt: session.now,
          lastUsedAt: session.now,
          expiresAt: session.expiresAt,
        })
        .returning({ id: sessions.id });
      return row!.id;
    },

    /** The live (not revoked, not expired) session of a token hash, with its user. */
    async liveSessionByToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: userColumns })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return row;
    },

    async liveSessionById(id: number, now: Date) {
      const [row] = await db
        .select({
          userId: sessions.userId,
          refreshGeneration: sessions.refreshGeneration,
          refreshedAt: sessions.refreshedAt,
          user: userColumns,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row;
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    /**
     * Gives a live session a new token and its next refresh generation, if its generation is still
     * `generation`; false when it was refreshed, revoked or expired meanwhile.
     */
    async rotateSessionToken(id: number, generation: number, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ tokenHash, lastUsedAt: now, refreshGeneration: generation + 1, refreshedAt: now })
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.refreshGeneration, generation),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    /** Ends a session; resolves to its user, or undefined when it had already ended. */
    async revokeSession(id: number, now: Date): Promise<number | undefined> {
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      return ended?.userId;
    },

    /** Ends every session of a user still open; resolves to their ids. */
    async revokeUserSessions(userId: number, now: Date): Promise<number[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map(({ id }) => id);
    },

    async outbox(phone: string, limit: number) {
      return db
        .select({
          phone: smsOutbox.phone,
          text: smsOutbox.text,
          code: smsOutbox.code,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.phone, phone))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
