import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AuthUser,
  companyQueueQuerySchema,
  companyQueueSchema,
  companyReplySchema,
  companySavedReplySchema,
  companySchema,
  messages,
  moderationStatusBodySchema,
  serialIdParamSchema,
} from '@mp/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, unauthenticated } from '../../http/auth.ts';
import { createCompaniesService } from './service.ts';

const bearer = [{ bearer: [] }];

/** The seller's own company, its verification request, and its moderation (spec §4, §7). */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const service = createCompaniesService({ db, config });

  // Every route here is the caller's own: the session is checked first, before the body is read or
  // validated, so a request without a token learns nothing but 401.
  const callers = new WeakMap<FastifyRequest, AuthUser>();
  app.addHook('onRequest', async (request) => {
    callers.set(request, await requireUser(request));
  });
  const caller = (request: FastifyRequest): AuthUser => {
    const user = callers.get(request);
    if (!user) throw unauthenticated();
    return user;
  };

  app.get(
    '/company',
    {
      schema: {
        tags: ['company'],
        summary: 'The signed-in user’s own company (null before the form was first saved)',
        security: bearer,
        response: { 200: companyReplySchema },
      },
    },
    async (request) => ({ company: await service.own(caller(request)) }),
  );

  app.post(
    '/user/company',
    {
      schema: {
        tags: ['company'],
        summary:
          'Create or update the signed-in user’s company; changed requisites of an approved or pending company reset its moderation status',
        security: bearer,
        body: companySchema,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = caller(request);
      return { message: messages.companySaved, company: await service.save(user, request.body) };
    },
  );

  app.post(
    '/user/confirm',
    {
      schema: {
        tags: ['company'],
        summary: '«Подтвердить профиль»: send the own company’s requisites to moderation (pending)',
        security: bearer,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = caller(request);
      return { message: messages.verificationRequested, company: await service.requestVerification(user) };
    },
  );

  app.patch(
    '/statuscompanies/:id/status',
    {
      schema: {
        tags: ['moderation'],
        summary:
          'Set a company’s moderation status: moderators and admins; outside production also its owner',
        security: bearer,
        params: serialIdParamSchema,
        body: moderationStatusBodySchema,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = caller(request);
      const company = await service.setStatus(user, request.params.id, request.body.moderation_status);
      return { message: messages.moderationStatusUpdated, company };
    },
  );

  app.get(
    '/moderation/companies',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Companies in a moderation status, the longest waiting first (moderators and admins)',
        security: bearer,
        querystring: companyQueueQuerySchema,
        response: { 200: companyQueueSchema },
      },
    },
    async (request) => service.queue(caller(request), request.query),
  );
};
