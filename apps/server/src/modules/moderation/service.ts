import type { z } from 'zod';
import {
  messages,
  type adModerationBodySchema,
  type ModerationAd,
  type Pagination,
  type Report,
  type ReportReason,
  type ReportStatus,
  type ScreeningRuleOutcome,
} from '@mp/contract';
import type { DomainEventBus } from '../../domain-events.ts';
import { HttpError, notFound, validationError } from '../../http/errors.ts';
import { paginationOf } from '../../http/pagination.ts';
import type { AdLifecycle } from '../ads/index.ts';
import type { ProductChanges } from '../products/index.ts';
import { adQueuePerPage, type AdModerationRepository } from './ad-repository.ts';
import { reportsPerPage, type ReportsRepository } from './repository.ts';

export type ModerationDecision = z.output<typeof adModerationBodySchema>;
type Page<T> = { data: T[]; pagination: Pagination };

export interface ModerationDeps {
  reports: ReportsRepository;
  ads: AdModerationRepository;
  lifecycle: AdLifecycle;
  changes: ProductChanges;
  /**
   * A rejection tells the seller (`ad.refused`), and a decision on an ad the automatic checks flagged is
   * kept with their rules (`ad.moderated`), each in the decision's transaction.
   */
  events: Pick<DomainEventBus, 'transaction'>;
  /** Each rule of the automatic checks with the moderators' decisions on what it flagged. */
  ruleOutcomes: () => Promise<ScreeningRuleOutcome[]>;
}

export type ModerationService = ReturnType<typeof moderationService>;

/** «Пожаловаться» on users and ads, the moderators' queues, and their decisions on ads. */
export function moderationService({
  reports,
  ads,
  lifecycle,
  changes,
  events,
  ruleOutcomes,
}: ModerationDeps) {
  return {
    ruleOutcomes,

    /** One report per reporter and user; oneself is a 422, an unknown user a 404, a repeat a 409. */
    async reportUser(reporterId: number, userId: number, reason: ReportReason, comment: string | null) {
      if (userId === reporterId) throw validationError({ id: [messages.cannotReportSelf] });
      if (!(await reports.userExists(userId))) throw notFound(messages.userNotFound);
      if (!(await reports.reportUser(reporterId, userId, reason, comment))) {
        throw new HttpError(409, messages.reportAlreadySent);
      }
    },

    /** One report per reporter and ad; only active ads, never one's own. */
    async reportAd(reporterId: number, productId: number, reason: ReportReason, comment: string | null) {
      switch (await ads.reportAd(reporterId, productId, reason, comment)) {
        case 'notFound':
          throw notFound(messages.productNotFound);
        case 'ownAd':
          throw validationError({ id: [messages.cannotReportOwnAd] });
        case 'alreadySent':
          throw new HttpError(409, messages.adReportAlreadySent);
        case 'sent':
          return;
      }
    },

    async reports(status: ReportStatus, page: number): Promise<Page<Report>> {
      const { data, total } = await reports.list(status, page);
      return { data, pagination: paginationOf(page, reportsPerPage, total) };
    },

    async closeReport(id: number, status: 'resolved' | 'dismissed', moderatorId: number): Promise<void> {
      if (!(await reports.setStatus(id, status, moderatorId))) throw notFound(messages.reportNotFound);
    },

    /** The queue (riskiest, then oldest first), or with `reported` the reported live ads (most reported first). */
    async adQueue(page: number, reported: boolean): Promise<Page<ModerationAd>> {
      const { data, total } = reported ? await ads.reported(page) : await ads.queue(page);
      return { data, pagination: paginationOf(page, adQueuePerPage, total) };
    },

    /**
     * Approves or rejects an ad on moderation or a live one, and closes the open reports about it
     * (resolved on reject, dismissed on approve), in one transaction; 404 for no such ad, 409 from
     * any other state. A decision on an ad the automatic checks held is kept with their rules.
     */
    async decide(moderatorId: number, id: number, decision: ModerationDecision): Promise<void> {
      const moved = await events.transaction(async (tx, announce) => {
        const rules = await ads.flaggedRules(id, tx);
        const approved = decision.decision === 'approve';
        const done = approved
          ? await lifecycle.approve(id, tx)
          : await lifecycle.reject(id, decision.reason, tx);
        if (!done) return false;
        if (rules.length > 0) await announce('ad.moderated', { productId: id, approved, rules });
        if (approved) {
          await ads.closeReportsAbout(id, 'dismissed', moderatorId, tx);
          return true;
        }
        await ads.closeReportsAbout(id, 'resolved', moderatorId, tx);
        const ad = await ads.sellerAndName(id, tx);
        if (ad) {
          await announce('ad.refused', {
            productId: id,
            sellerId: ad.sellerId,
            name: ad.name,
            reason: decision.reason,
            byCheck: false,
          });
        }
        return true;
      });
      if (!moved) {
        if (!(await ads.exists(id))) throw notFound(messages.productNotFound);
        throw new HttpError(409, messages.adModerationUnavailable);
      }
      changes.announce(id);
    },
  };
}
