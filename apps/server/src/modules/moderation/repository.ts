import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Report, ReportReason, ReportStatus } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { offsetOf } from '../../http/pagination.ts';
import { products, reports, users } from '../../db/schema/index.ts';

export const reportsPerPage = 20;

export type ReportsRepository = ReturnType<typeof reportsRepository>;

const reporter = alias(users, 'reporter');
const subjectUser = alias(users, 'subject_user');

export function reportsRepository(db: Db) {
  return {
    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Files a report on a user; false when this reporter already reported them (nothing changes). */
    async reportUser(
      reporterId: number,
      userId: number,
      reason: ReportReason,
      comment: string | null,
    ): Promise<boolean> {
      const inserted = await db
        .insert(reports)
        .values({ reporterId, subject: 'user', subjectId: userId, reason, comment })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return inserted.length > 0;
    },

    /** One page of reports in a status, newest first, with the reporter's and the subject's names. */
    async list(status: ReportStatus, page: number): Promise<{ data: Report[]; total: number }> {
      // A product report names the ad's seller; a report on a deleted user or ad names nobody.
      const subjectUserId = sql`case when ${reports.subject} = 'user' then ${reports.subjectId}
        else (select ${products.userId} from ${products} where ${products.id} = ${reports.subjectId}) end`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: reports.id,
            subject: reports.subject,
            subjectId: reports.subjectId,
            reason: reports.reason,
            comment: reports.comment,
            status: reports.status,
            createdAt: reports.createdAt,
            reporter: { id: reporter.id, name: reporter.name },
            subjectUser: { id: subjectUser.id, name: subjectUser.name },
          })
          .from(reports)
          .innerJoin(reporter, eq(reporter.id, reports.reporterId))
          .leftJoin(subjectUser, eq(subjectUser.id, subjectUserId))
          .where(eq(reports.status, status))
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(reportsPerPage)
          .offset(offsetOf(page, reportsPerPage)),
        db.select({ n: count() }).from(reports).where(eq(reports.status, status)),
      ]);
      return {
        total: total?.n ?? 0,
        data: rows.map((row) => ({
          id: row.id,
          subject: row.subject,
          subject_id: row.subjectId,
          subject_user: row.subjectUser,
          reporter: row.reporter,
          reason: row.reason as ReportReason,
          comment: row.comment,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    /** Closes a report; false when there is no such report. */
    async setStatus(id: number, status: 'resolved' | 'dismissed', moderatorId: number): Promise<boolean> {
      const updated = await db
        .update(reports)
        .set({ status, resolvedBy: moderatorId, resolvedAt: sql`now()` })
        .where(eq(reports.id, id))
        .returning({ id: reports.id });
      return updated.length > 0;
    },
  };
}
