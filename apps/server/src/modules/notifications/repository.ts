import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { NotificationType } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'> & {
  type: NotificationType;
};

/** Which of the person's notifications a list shows. */
export interface NotificationsFilter {
  type?: NotificationType;
  isRead?: boolean;
}

const mine = (userId: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/** The SQL of notifications. Every read and write is of one person's own rows. */
export function notificationsRepository(db: Db) {
  async function find(userId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await db.select().from(notifications).where(mine(userId, id));
    return row;
  }

  return {
    find,

    async insert(values: NewNotification): Promise<NotificationRow> {
      const [row] = await db.insert(notifications).values(values).returning();
      return row!;
    },

    /** A page of the person's notifications, newest first, and how many the filter matches. */
    async page(userId: number, { type, isRead }: NotificationsFilter, offset: number, limit: number) {
      const where = and(
        eq(notifications.userId, userId),
        type === undefined ? undefined : eq(notifications.type, type),
        isRead === undefined
          ? undefined
          : isRead
            ? isNotNull(notifications.readAt)
            : isNull(notifications.readAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** How many of the person's notifications are unread (the partial index `notifications_unread_idx`). */
    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /**
     * Stamps `read_at` on the person's notification if it is unread; a read one keeps its first stamp.
     * Resolves to whether the notification is the person's.
     */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine(userId, id), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated !== undefined || (await find(userId, id)) !== undefined;
    },

    async markAllRead(userId: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Deletes every notification read before `at`; resolves to how many went. */
    async deleteReadBefore(at: Date): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.readAt, at))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Deletes the person's notification; resolves to whether there was one. */
    async remove(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .delete(notifications)
        .where(mine(userId, id))
        .returning({ id: notifications.id });
      return row !== undefined;
    },
  };
}
