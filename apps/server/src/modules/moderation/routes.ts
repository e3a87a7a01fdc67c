import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  reportBodySchema,
  reportListQuerySchema,
  reportListSchema,
  reportStatusBodySchema,
  serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { ModerationService } from './service.ts';

/** «Пожаловаться» on a user, and the moderators' queue of reports. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (
  app,
  { service },
) => {
  app.post(
    '/users/:id/report',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Report a user to the moderators; one report per reporter and user',
        params: serialIdParamSchema,
        body: reportBodySchema,
        response: { 201: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const { reason, comment } = request.body;
      await service.reportUser(signedInUser(request).id, request.params.id, reason, comment);
      return reply.status(201).send({ message: messages.reportSent });
    },
  );

  app.get(
    '/moderation/reports',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Reports in a status (open by default), newest first; moderators and admins only',
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema },
      },
    },
    async (request) => service.reports(request.query.status, request.query.page),
  );

  app.patch(
    '/moderation/reports/:id',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Resolve or dismiss a report; moderators and admins only',
        params: serialIdParamSchema,
        body: reportStatusBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.closeReport(request.params.id, request.body.status, signedInUser(request).id);
      return { message: messages.reportStatusUpdated };
    },
  );
};
