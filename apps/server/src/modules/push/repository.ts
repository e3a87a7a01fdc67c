import { and, eq, gt, sql } from 'drizzle-orm';
import type { PushKind, PushSettings } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { pushSettings, pushSubscriptions } from '../../db/schema/index.ts';

/** A browser's subscription as the browser sent it. */
export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
}

const settingColumns = {
  messages: pushSettings.messages,
  orders: pushSettings.orders,
  reviews: pushSettings.reviews,
  saved_searches: pushSettings.savedSearches,
  tariffs: pushSettings.tariffs,
} satisfies Record<PushKind, unknown>;

/** Every kind on: a person who never changed their settings. */
export const allKindsOn: PushSettings = {
  messages: true,
  orders: true,
  reviews: true,
  saved_searches: true,
  tariffs: true,
};

/** The columns of the kinds named (drizzle leaves an undefined one as it is, or at its default). */
const settingsRow = ({ messages, orders, reviews, saved_searches, tariffs }: Partial<PushSettings>) => ({
  messages,
  orders,
  reviews,
  savedSearches: saved_searches,
  tariffs,
});

/** The SQL of push subscriptions and settings (record 0120). */
export function pushRepository(db: Db) {
  return {
    /** Stores a subscription, or gives an endpoint already stored its new keys, owner and session. */
    async save(userId: number, sessionId: number, input: SubscriptionInput, now: Date): Promise<void> {
      const values = { userId, sessionId, ...input, failures: 0, updatedAt: now };
      await db
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    /** Deletes the person's subscription of `endpoint`; someone else's stays. */
    async removeOwn(userId: number, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async removeOfSession(sessionId: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
    },

    async remove(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** The ids of a person's subscriptions. */
    async idsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id);
      return rows.map(({ id }) => id);
    },

    async byId(id: number) {
      const [row] = await db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          expirationTime: pushSubscriptions.expirationTime,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, id));
      return row;
    },

    /** One more failed send in a row; resolves to how many now, or undefined when the subscription is gone. */
    async failed(id: number): Promise<number | undefined> {
      const [row] = await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id))
        .returning({ failures: pushSubscriptions.failures });
      return row?.failures;
    },

    /** A send went through: the failures in a row start again. */
    async delivered(id: number): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ failures: 0 })
        .where(and(eq(pushSubscriptions.id, id), gt(pushSubscriptions.failures, 0)));
    },

    async settings(userId: number): Promise<PushSettings> {
      const [row] = await db.select(settingColumns).from(pushSettings).where(eq(pushSettings.userId, userId));
      return row ?? allKindsOn;
    },

    /** Turns the named kinds on or off, the others as they were; resolves to every kind's setting. */
    async saveSettings(userId: number, changes: Partial<PushSettings>, now: Date): Promise<PushSettings> {
      const set = { ...settingsRow(changes), updatedAt: now };
      const [row] = await db
        .insert(pushSettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: pushSettings.userId, set })
        .returning(settingColumns);
      return row!;
    },
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
