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
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { requireModerator } from '../../http/roles.ts';
import { reportsPerPage, reportsRepository } from './repository.ts';

const security = [{ bearer: [] }];

/** «Пожаловаться» on a user, and the moderators' queue of reports. */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = reportsRepository(db);

  app.post(
    '/users/:id/report',
    {
      schema: {
        tags: ['user'],
        summary: 'Report a user to the moderators; one report per reporter and user',
        security,
        params: serialIdParamSchema,
        body: reportBodySchema,
        response: { 201: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      if (id === user.id) throw validationError({ id: [messages.cannotReportSelf] });
      if (!(await repository.userExists(id))) throw notFound(messages.userNotFound);
      const { reason, comment } = request.body;
      if (!(await repository.reportUser(user.id, id, reason, comment))) {
        throw new HttpError(409, messages.reportAlreadySent);
      }
      return reply.status(201).send({ message: messages.reportSent });
    },
  );

  app.get(
    '/moderation/reports',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Reports in a status (open by default), newest first; moderators and admins only',
        security,
        querystring: reportListQuerySchema,
        response: { 200: reportListSchema },
      },
    },
    async (request) => {
      requireModerator(await requireUser(request));
      const { status, page } = request.query;
      const { data, total } = await repository.list(status, page);
      return {
        data,
        pagination: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / reportsPerPage)),
          per_page: reportsPerPage,
          total,
        },
      };
    },
  );

  app.patch(
    '/moderation/reports/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Resolve or dismiss a report; moderators and admins only',
        security,
        params: serialIdParamSchema,
        body: reportStatusBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const moderator = requireModerator(await requireUser(request));
      if (!(await repository.setStatus(request.params.id, request.body.status, moderator.id))) {
        throw notFound(messages.reportNotFound);
      }
      return { message: messages.reportStatusUpdated };
    },
  );
};
