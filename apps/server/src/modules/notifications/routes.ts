import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  notificationCountReplySchema,
  notificationReplySchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];
const notMine = { 404: messageReplySchema };
const notMineDescription = '404 `Уведомление не найдено` for an unknown id or someone else’s notification.';

/** The signed-in person's notifications (spec §7 paths; record 0084). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/notifications',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s notifications, newest first, 20 a page, with the unread count',
        description:
          '`type` keeps one kind; `is_read` (`true`/`false`, `1`/`0`) keeps the read or the unread.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) => {
      const { type, is_read, page } = request.query;
      return service.list(signedInUser(request).id, { type, isRead: is_read }, page);
    },
  );

  app.get(
    '/notifications/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One notification of the person',
        description: notMineDescription,
        params: serialIdParamSchema,
        response: { 200: notificationReplySchema, ...notMine },
      },
    },
    async (request) => ({ data: await service.one(signedInUser(request).id, request.params.id) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mark one notification read (the first time stamps `read_at`; again changes nothing)',
        description: notMineDescription,
        params: serialIdParamSchema,
        response: { 200: notificationCountReplySchema, ...notMine },
      },
    },
    async (request) => ({
      message: messages.notificationRead,
      unread_count: await service.read(signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/notifications/mark-all-as-read',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mark every notification of the person read',
        response: { 200: notificationCountReplySchema },
      },
    },
    async (request) => ({
      message: messages.notificationsAllRead,
      unread_count: await service.readAll(signedInUser(request).id),
    }),
  );

  app.delete(
    '/notifications/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete one notification; the reply has the unread count after it',
        description: notMineDescription,
        params: serialIdParamSchema,
        response: { 200: notificationCountReplySchema, ...notMine },
      },
    },
    async (request) => ({
      message: messages.notificationDeleted,
      unread_count: await service.remove(signedInUser(request).id, request.params.id),
    }),
  );
};
