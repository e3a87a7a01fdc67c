import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adModerationBodySchema,
  adQueueQuerySchema,
  idParamSchema,
  messageReplySchema,
  messages,
  moderationAdListSchema,
  reportBodySchema,
  screeningRuleOutcomesSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { ModerationService } from './service.ts';

/** The moderators' queue of ads and their decisions, and «Пожаловаться» on an ad. */
export const adModerationRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/moderation/products',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary:
          'Ads waiting for moderation, riskiest then oldest first; with `reported=1`, reported active ads',
        description:
          "Moderators and admins only. `reported=0` (default): ads in status `moderation`, by the automatic checks' risk, then oldest first. " +
          '`reported=1`: active ads with open reports, most reported first. Each ad carries its seller, ' +
          '`moderation_note` and the number of open reports about it (`open_reports`).',
        querystring: adQueueQuerySchema,
        response: { 200: moderationAdListSchema },
      },
    },
    async (request) => service.adQueue(request.query.page, request.query.reported === '1'),
  );

  app.get(
    '/moderation/screening-rules',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: "Each rule of the automatic checks with the moderators' decisions on the ads it flagged",
        description:
          'Moderators and admins only. For every rule, of the ads it held or returned that a moderator decided ' +
          'on in the last 90 days: `decided`, and `overturned` (approved).',
        response: { 200: screeningRuleOutcomesSchema },
      },
    },
    async () => ({ data: await service.ruleOutcomes() }),
  );

  app.patch(
    '/moderation/products/:id',
    {
      config: { auth: 'moderator' },
      schema: {
        tags: ['moderation'],
        summary: 'Approve or reject an ad (with a reason shown to the seller); moderators and admins only',
        description:
          'From `moderation` or `active` only (409 otherwise). Approve makes the ad active (from the queue ' +
          'for a new placement period) and dismisses the open reports about it; reject sets `rejected` ' +
          'with the reason as `moderation_note` and resolves the open reports.',
        params: idParamSchema,
        body: adModerationBodySchema,
        response: { 200: messageReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request) => {
      await service.decide(signedInUser(request).id, request.params.id, request.body);
      return { message: request.body.decision === 'approve' ? messages.adApproved : messages.adRejected };
    },
  );

  app.post(
    '/products/:id/report',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: 'Report an active ad to the moderators; one report per user and ad',
        params: idParamSchema,
        body: reportBodySchema,
        response: { 201: messageReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const { reason, comment } = request.body;
      await service.reportAd(signedInUser(request).id, request.params.id, reason, comment);
      return reply.status(201).send({ message: messages.reportSent });
    },
  );
};
