import { z } from 'zod';
import { messages } from '../messages.ts';
import { paginated, pageNumberSchema } from './common.ts';

/** What a notification is about; each domain creates its own kind. */
export const notificationTypes = [
  'message',
  'order_created',
  'order_status',
  'review',
  'company_moderation',
  'ad_moderation',
  'wallet',
  'tariff',
  'saved_search',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** `GET /api/notifications?type=&is_read=`. */
export const notificationsQuerySchema = z.object({
  type: z.enum(notificationTypes, { error: messages.invalidChoice }).optional(),
  is_read: z
    .enum(['true', 'false', '1', '0'], { error: messages.invalidChoice })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  page: pageNumberSchema,
});

/** Spec §3: `data` holds the title and the text; `link` opens what it is about. */
export const notificationDataSchema = z.object({
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  data: notificationDataSchema,
  read_at: z.string().nullable(),
  is_read: z.boolean(),
  /** `data.title` (spec §3: «Уведомление» when there is none). */
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of notifications, newest first, with the viewer's unread count (the header's counter). */
export const notificationsPageSchema = paginated(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;
export const notificationReplySchema = z.object({ data: notificationSchema });
export const notificationCountReplySchema = z.object({ message: z.string(), unread_count: z.number().int() });
