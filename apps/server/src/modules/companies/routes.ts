import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyQueueQuerySchema,
  companyQueueSchema,
  companyReplySchema,
  companySavedReplySchema,
  companySchema,
  messages,
  moderationStatusBodySchema,
  serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { CompaniesService } from './service.ts';

/** The seller's own company, its verification request, and its moderation (spec §4, §7). */
export const companiesRoutes: FastifyPluginAsyncZod<{ service: CompaniesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/company',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: 'The signed-in user’s own company (null before the form was first saved)',
        description:
          'The web app keeps this reply in its query cache for the session, not under the `company` local ' +
          'storage key of spec §3, so a moderator’s decision shows without a stale copy (record 0115).',
        response: { 200: companyReplySchema },
      },
    },
    async (request) => ({ company: await service.own(signedInUser(request)) }),
  );

  app.post(
    '/user/company',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary:
          'Create or update the signed-in user’s company; changed requisites of an approved or pending company reset its moderation status',
        body: companySchema,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { message: messages.companySaved, company: await service.save(user, request.body) };
    },
  );

  app.post(
    '/user/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: '«Подтвердить профиль»: send the own company’s requisites to moderation (pending)',
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { message: messages.verificationRequested, company: await service.requestVerification(user) };
    },
  );

  app.patch(
    '/statuscompanies/:id/status',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['moderation'],
        summary:
          'Set a company’s moderation status: moderators and admins; outside production also its owner',
        params: serialIdParamSchema,
        body: moderationStatusBodySchema,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const company = await service.setStatus(user, request.params.id, request.body.moderation_status);
      return { message: messages.moderationStatusUpdated, company };
    },
  );

  app.get(
    '/moderation/companies',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Companies in a moderation status, the longest waiting first (moderators and admins)',
        querystring: companyQueueQuerySchema,
        response: { 200: companyQueueSchema },
      },
    },
    async (request) => service.queue(request.query),
  );
};
