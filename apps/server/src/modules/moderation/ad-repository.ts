import { and, asc, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationAd, ReportReason, ScreeningRule } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../http/pagination.ts';
import { cities, products, reports, users } from '../../db/schema/index.ts';
import { cardColumns } from '../products/index.ts';
import { toCard } from '../products/index.ts';

export const adQueuePerPage = 20;

export type AdModerationRepository = ReturnType<typeof adModerationRepository>;

/** `reports.subject_id` is int4: a larger product id can have no report. */
const maxReportSubjectId = 2_147_483_647;

export type ReportOutcome = 'sent' | 'notFound' | 'ownAd' | 'alreadySent';

const openProductReports = and(eq(reports.subject, 'product'), eq(reports.status, 'open'));

/** The moderators' side of ads (queue, decisions) and «Пожаловаться» on an ad. */
export function adModerationRepository(db: Db) {
  /** Cards of ads with their moderation fields, in the order of `ids`. */
  async function present(ids: number[], openReports: Map<number, number>): Promise<ModerationAd[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        ...cardColumns,
        description: products.description,
        status: products.status,
        moderationNote: products.moderationNote,
        findings: products.screeningFindings,
        risk: products.screeningRisk,
        appeal: products.appealComment,
        expiresAt: products.expiresAt,
        updatedAt: products.updatedAt,
        seller: { id: users.id, name: users.name },
      })
      .from(products)
      .innerJoin(cities, eq(cities.id, products.cityId))
      .innerJoin(users, eq(users.id, products.userId))
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...toCard(row),
          description: row.description,
          status: row.status,
          moderation_note: row.moderationNote,
          expires_at: row.expiresAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
          seller: row.seller,
          open_reports: openReports.get(id) ?? 0,
          findings: row.findings ?? [],
          risk: row.risk,
          appeal: row.status === 'moderation' ? row.appeal : null,
        },
      ];
    });
  }

  /** Open reports about each of these ads (one grouped statement over the open reports). */
  async function openReportCounts(ids: number[]): Promise<Map<number, number>> {
    const reportable = ids.filter((id) => id <= maxReportSubjectId);
    if (reportable.length === 0) return new Map();
    const rows = await db
      .select({ id: reports.subjectId, n: count() })
      .from(reports)
      .where(and(openProductReports, inArray(reports.subjectId, reportable)))
      .groupBy(reports.subjectId);
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  return {
    /** One page of ads waiting for a moderator: the riskiest first, then the oldest. */
    async queue(page: number): Promise<{ data: ModerationAd[]; total: number }> {
      const waiting = eq(products.status, 'moderation');
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: products.id })
          .from(products)
          .where(waiting)
          .orderBy(desc(products.screeningRisk), asc(products.createdAt), asc(products.id))
          .limit(adQueuePerPage)
          .offset(offsetOf(page, adQueuePerPage)),
        db.select({ n: count() }).from(products).where(waiting),
      ]);
      const ids = rows.map((row) => row.id);
      return { data: await present(ids, await openReportCounts(ids)), total: total?.n ?? 0 };
    },

    /** One page of active ads with open reports, most reported first (then the latest report first). */
    async reported(page: number): Promise<{ data: ModerationAd[]; total: number }> {
      const n = count().as('n');
      const latest = sql<Date>`max(${reports.createdAt})`.as('latest');
      const grouped = db
        .select({ subjectId: reports.subjectId, n, latest })
        .from(reports)
        .where(openProductReports)
        .groupBy(reports.subjectId)
        .as('grouped');
      const reportedActive = and(eq(products.id, grouped.subjectId), eq(products.status, 'active'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: products.id, n: grouped.n })
          .from(grouped)
          .innerJoin(products, reportedActive)
          .orderBy(desc(grouped.n), desc(grouped.latest), desc(products.id))
          .limit(adQueuePerPage)
          .offset(offsetOf(page, adQueuePerPage)),
        db
          .select({ n: countDistinct(reports.subjectId) })
          .from(reports)
          .innerJoin(products, and(eq(products.id, reports.subjectId), eq(products.status, 'active')))
          .where(openProductReports),
      ]);
      return {
        data: await present(
          rows.map((row) => row.id),
          new Map(rows.map((row) => [row.id, row.n])),
        ),
        total: total?.n ?? 0,
      };
    },

    /** Whose the ad is and its name, for the note to its seller (in the caller's transaction). */
    async sellerAndName(id: number, tx: Db = db): Promise<{ sellerId: number; name: string } | undefined> {
      const [row] = await tx
        .select({ sellerId: products.userId, name: products.name })
        .from(products)
        .where(eq(products.id, id));
      return row;
    },

    /** The rules whose findings hold the ad in the queue (none for an ad in any other state), locking its row. */
    async flaggedRules(id: number, tx: Db): Promise<ScreeningRule[]> {
      const [row] = await tx
        .select({ findings: products.screeningFindings })
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 'moderation')))
        .for('update');
      return [...new Set((row?.findings ?? []).map((finding) => finding.rule))];
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return row !== undefined;
    },

    /** Closes the open reports about an ad (when a moderator decided on it), in the caller's transaction. */
    async closeReportsAbout(
      id: number,
      status: 'resolved' | 'dismissed',
      moderatorId: number,
      tx: Db = db,
    ): Promise<void> {
      if (id > maxReportSubjectId) return;
      await tx
        .update(reports)
        .set({ status, resolvedBy: moderatorId, resolvedAt: sql`now()` })
        .where(and(openProductReports, eq(reports.subjectId, id)));
    },

    /** Files a report on an active ad; one per reporter and ad (a second changes nothing). */
    async reportAd(
      reporterId: number,
      productId: number,
      reason: ReportReason,
      comment: string | null,
    ): Promise<ReportOutcome> {
      if (productId > maxReportSubjectId) return 'notFound';
      const [ad] = await db
        .select({ userId: products.userId })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      if (!ad) return 'notFound';
      if (ad.userId === reporterId) return 'ownAd';
      const inserted = await db
        .insert(reports)
        .values({ reporterId, subject: 'product', subjectId: productId, reason, comment })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return inserted.length > 0 ? 'sent' : 'alreadySent';
    },
  };
}
