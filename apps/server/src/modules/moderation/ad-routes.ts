import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adModerationBodySchema,
  adQueueQuerySchema,
  idParamSchema,
  messageReplySchema,
  messages,
  moderationAdListSchema,
  reportBodySchema,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { requireModerator } from '../../http/roles.ts';
import { adModerationRepository, adQueuePerPage } from './ad-repository.ts';

const security = [{ bearer: [] }];

export interface AdModerationOptions {
  db: Db;
  /**
   * Called after a moderator changed an ad's status (it enters or leaves the public pages), so the
   * cached product page of that ad is dropped.
   */
  onAdStatusChanged?: (productId: number) => void;
}

/** The moderators' queue of ads and their decisions, and «Пожаловаться» on an ad. */
export const adModerationRoutes: FastifyPluginAsyncZod<AdModerationOptions> = async (
  app,
  { db, onAdStatusChanged },
) => {
  const repository = adModerationRepository(db);

  app.get(
    '/moderation/products',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Ads waiting for moderation, oldest first; with `reported=1`, reported active ads',
        description:
          'Moderators and admins only. `reported=0` (default): ads in status `moderation`, oldest first. ' +
          '`reported=1`: active ads with open reports, most reported first. Each ad carries its seller, ' +
          '`moderation_note` and the number of open reports about it (`open_reports`).',
        security,
        querystring: adQueueQuerySchema,
        response: { 200: moderationAdListSchema },
      },
    },
    async (request) => {
      requireModerator(await requireUser(request));
      const { page, reported } = request.query;
      const { data, total } =
        reported === '1' ? await repository.reported(page) : await repository.queue(page);
      return {
        data,
        pagination: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / adQueuePerPage)),
          per_page: adQueuePerPage,
          total,
        },
      };
    },
  );

  app.patch(
    '/moderation/products/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Approve or reject an ad (with a reason shown to the seller); moderators and admins only',
        description:
          'From `moderation` or `active` only (409 otherwise). Approve makes the ad active (from the queue ' +
          'for a new placement period) and dismisses the open reports about it; reject sets `rejected` ' +
          'with the reason as `moderation_note` and resolves the open reports.',
        security,
        params: idParamSchema,
        body: adModerationBodySchema,
        response: { 200: messageReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request) => {
      const moderator = requireModerator(await requireUser(request));
      const { id } = request.params;
      const outcome = await repository.decide(id, request.body, moderator.id);
      if (outcome === 'notFound') throw notFound(messages.productNotFound);
      if (outcome === 'wrongState') throw new HttpError(409, messages.adModerationUnavailable);
      invalidateProductPage(id);
      return { message: request.body.decision === 'approve' ? messages.adApproved : messages.adRejected };
    },
  );

  app.post(
    '/products/:id/report',
    {
      schema: {
        tags: ['products'],
        summary: 'Report an active ad to the moderators; one report per user and ad',
        security,
        params: idParamSchema,
        body: reportBodySchema,
        response: { 201: messageReplySchema, 404: messageReplySchema, 409: messageReplySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { reason, comment } = request.body;
      switch (await repository.reportAd(user.id, request.params.id, reason, comment)) {
        case 'notFound':
          throw notFound(messages.productNotFound);
        case 'ownAd':
          throw validationError({ id: [messages.cannotReportOwnAd] });
        case 'alreadySent':
          throw new HttpError(409, messages.adReportAlreadySent);
        case 'sent':
          return reply.status(201).send({ message: messages.reportSent });
      }
    },
  );

  /** The product page cache of the products module: a moderator's decision changes what it shows. */
  function invalidateProductPage(productId: number): void {
    onAdStatusChanged?.(productId);
  }
};
