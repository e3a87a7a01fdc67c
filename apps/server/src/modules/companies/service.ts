import {
  messages,
  type AuthUser,
  type CompanyDetail,
  type CompanyInput,
  type ModerationStatus,
  type companyQueueSchema,
} from '@mp/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { isModerator, requireModerator } from '../../http/roles.ts';
import { companiesRepository, companyValues, toCompanyDetail, type CompanyRow } from './repository.ts';

export const companyQueuePerPage = 20;

/** The legal requisites of spec §3 a moderator checks; changing any of them asks for a new check. */
const requisiteColumns = [
  'inn',
  'fullName',
  'ogrn',
  'kpp',
  'legalAddress',
  'bik',
  'bankName',
  'bankAccount',
  'correspondentAccount',
] as const satisfies readonly (keyof CompanyRow)[];

/** A status a moderator gave (or is giving) to the requisites as they are now. */
const isUnderReview = (status: ModerationStatus | null) => status === 'approved' || status === 'pending';

const hasRequisites = (row: CompanyRow) => requisiteColumns.every((column) => !!row[column]?.trim());

export function createCompaniesService({ db, config }: { db: Db; config: Config }) {
  const repository = companiesRepository(db);

  return {
    /** `GET /api/company`: the caller's own company, null before the form was first saved. */
    async own(user: AuthUser): Promise<CompanyDetail | null> {
      const row = await repository.byUser(user.id);
      return row ? toCompanyDetail(row) : null;
    },

    /**
     * `POST /api/user/company`: creates or updates the caller's company. Changed requisites of an
     * approved or pending company send it back to "not requested" (decisions.md): the moderator
     * approved other data.
     */
    async save(user: AuthUser, input: CompanyInput): Promise<CompanyDetail> {
      const values = companyValues(input);
      const created = await repository.insert(user.id, { ...values, name: input.name });
      if (created) return toCompanyDetail(created);
      const updated = await repository.updateOwn(user.id, (current) => {
        const changed = requisiteColumns.some((column) => (values[column] ?? null) !== current[column]);
        return changed && isUnderReview(current.moderationStatus)
          ? { ...values, moderationStatus: null }
          : values;
      });
      // The row existed a moment ago; only a concurrent account deletion removes it.
      if (!updated) throw notFound(messages.companyNotFound);
      return toCompanyDetail(updated);
    },

    /** `POST /api/user/confirm` ("Подтвердить профиль"): asks a moderator to check the requisites. */
    async requestVerification(user: AuthUser): Promise<CompanyDetail> {
      const row = await repository.updateOwn(user.id, (current) => {
        if (!hasRequisites(current)) throw notFound(messages.companyRequired);
        if (current.moderationStatus === 'approved') throw new HttpError(409, messages.alreadyVerified);
        // Already waiting: keep its place in the queue.
        if (current.moderationStatus === 'pending') return null;
        return { moderationStatus: 'pending' };
      });
      if (!row) throw notFound(messages.companyRequired);
      return toCompanyDetail(row);
    },

    /**
     * `PATCH /api/statuscompanies/{id}/status`: moderators and admins; outside production also the
     * company's owner (spec §4's temporary panel, decisions.md). Anyone else learns nothing about the
     * company, not even whether it exists.
     */
    async setStatus(user: AuthUser, companyId: number, status: ModerationStatus): Promise<CompanyDetail> {
      const moderator = isModerator(user);
      if (!moderator && config.NODE_ENV === 'production') throw forbidden();
      const current = await repository.byId(companyId);
      if (!moderator && current?.userId !== user.id) throw forbidden();
      if (!current) throw notFound(messages.companyNotFound);
      const row = await repository.setStatus(companyId, status);
      if (!row) throw notFound(messages.companyNotFound);
      return toCompanyDetail(row);
    },

    /** `GET /api/moderation/companies`: the moderators' queue, the longest waiting first. */
    async queue(
      user: AuthUser,
      query: { status: ModerationStatus; page: number },
    ): Promise<z.infer<typeof companyQueueSchema>> {
      requireModerator(user);
      const { rows, total } = await repository.queue(query.status, query.page, companyQueuePerPage);
      return {
        data: rows.map(({ company, user: owner }) => ({ ...toCompanyDetail(company), user: owner })),
        pagination: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / companyQueuePerPage)),
          per_page: companyQueuePerPage,
          total,
        },
      };
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
