import type { FastifyBaseLogger } from 'fastify';
import {
  limits,
  messages,
  notificationLabels,
  realtimeChannels,
  realtimeEvents,
  type Notification,
  type NotificationType,
  type NotificationsPage,
} from '@mp/contract';
import { notFound } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { Broadcaster } from '../../platform/realtime/broker.ts';
import type { NotificationRow, NotificationsFilter, NotificationsRepository } from './repository.ts';

export type NotificationsService = ReturnType<typeof notificationsService>;

/** What another domain tells a person. */
export interface NotificationInput {
  type: NotificationType;
  /** Spec §3: «Уведомление» when empty. */
  title: string;
  message: string;
  /** The web path it is about, opened from the notification. */
  link: string | null;
}

const notificationNotFound = () => notFound(messages.notificationNotFound);

/** A read notification is kept this long, then housekeeping deletes it (unread ones stay until read). */
export const readNotificationRetentionMs = 90 * 24 * 60 * 60 * 1000;

function present(row: NotificationRow): Notification {
  const title = row.title.trim() || notificationLabels.defaultTitle;
  return {
    id: row.id,
    type: row.type as NotificationType,
    data: { title, message: row.message, link: row.link },
    read_at: row.readAt?.toISOString() ?? null,
    is_read: row.readAt !== null,
    title,
    description: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

interface NotificationsDeps {
  repository: NotificationsRepository;
  realtime: Broadcaster;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * A person's notifications (spec §3, §4; record 0084): only their own, to anyone else a 404. Every change
 * answers with the unread count as the database has it, so the header's counter never drifts.
 */
export function notificationsService({ repository, realtime, now, log }: NotificationsDeps) {
  return {
    /** A page of the person's notifications, newest first, with their unread count. */
    async list(userId: number, filter: NotificationsFilter, page: number): Promise<NotificationsPage> {
      const perPage = limits.notificationsPerPage;
      const [{ rows, total }, unread] = await Promise.all([
        repository.page(userId, filter, offsetOf(page, perPage), perPage),
        repository.unreadCount(userId),
      ]);
      return {
        data: rows.map(present),
        pagination: paginationOf(page, perPage, total),
        unread_count: unread,
      };
    },

    async one(userId: number, id: number): Promise<Notification> {
      const row = await repository.find(userId, id);
      if (!row) throw notificationNotFound();
      return present(row);
    },

    /** Marks one read (a second time changes nothing); resolves to the unread count. */
    async read(userId: number, id: number): Promise<number> {
      if (!(await repository.markRead(userId, id, now()))) throw notificationNotFound();
      return repository.unreadCount(userId);
    },

    async readAll(userId: number): Promise<number> {
      await repository.markAllRead(userId, now());
      return repository.unreadCount(userId);
    },

    /** Housekeeping: forgets notifications read more than 90 days ago. */
    async purgeOldRead() {
      const before = new Date(now().getTime() - readNotificationRetentionMs);
      return { readNotifications: await repository.deleteReadBefore(before) };
    },

    /** Deletes one; resolves to the unread count, lower when it was unread. */
    async remove(userId: number, id: number): Promise<number> {
      if (!(await repository.remove(userId, id))) throw notificationNotFound();
      return repository.unreadCount(userId);
    },

    /**
     * Saves a notification for the person and pushes it to their channel. Called by the other domains
     * after their change is committed: a notification that cannot be saved (the person was deleted a
     * moment ago) is logged and never fails or undoes that change.
     */
    async notify(userId: number, { type, title, message, link }: NotificationInput): Promise<void> {
      try {
        const row = await repository.insert({
          userId,
          type,
          title: title.trim(),
          message,
          link,
          createdAt: now(),
        });
        realtime.publish({
          channel: realtimeChannels.userNotifications(userId),
          event: realtimeEvents.notification,
          data: present(row),
        });
      } catch (err) {
        log.error({ err, userId, type }, 'could not save a notification');
      }
    },
  };
}
