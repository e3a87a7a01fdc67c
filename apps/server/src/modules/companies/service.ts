import {
  companyImagesMax,
  isModeratorRole,
  messages,
  type AuthUser,
  type CompanyDetail,
  type CompanyInput,
  type ModerationStatus,
  type companyQueueSchema,
} from '@mp/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { forbidden, HttpError, notFound, validationError } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { mediaFolders, type UserUploads } from '../../platform/storage/index.ts';
import { companyValues, toCompanyDetail, type CompaniesRepository, type CompanyRow } from './repository.ts';

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

const companyRequired = () => notFound(messages.companyRequired);
/** 422 on `images`: the upload would take the company past its photo limit. */
export const imagesLimit = () => validationError({ images: [messages.companyImagesLimit] });

export interface CompaniesServiceDeps {
  repository: CompaniesRepository;
  uploads: UserUploads;
  config: Pick<Config, 'NODE_ENV'>;
  /** Transactions that announce a company's moderation. */
  events: Pick<DomainEventBus, 'transaction'>;
}

/** What the owner hears when a moderator decides; setting «pending» back is no decision. */

/**
 * The seller's own company, its logo and photos, its verification request, and its moderation
 * (spec §4, §7). The caller's company is always the one of their own user: only moderation takes a
 * company id.
 */
export function companiesService({ repository, uploads, config, events }: CompaniesServiceDeps) {
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
        if (!hasRequisites(current)) throw companyRequired();
        if (current.moderationStatus === 'approved') throw new HttpError(409, messages.alreadyVerified);
        // Already waiting: keep its place in the queue.
        if (current.moderationStatus === 'pending') return null;
        return { moderationStatus: 'pending' };
      });
      if (!row) throw companyRequired();
      return toCompanyDetail(row);
    },

    /**
     * `PATCH /api/statuscompanies/{id}/status`: moderators and admins; outside production also the
     * company's owner (spec §4's temporary panel, decisions.md). Anyone else learns nothing about the
     * company, not even whether it exists.
     */
    async setStatus(user: AuthUser, companyId: number, status: ModerationStatus): Promise<CompanyDetail> {
      const moderator = isModeratorRole(user.role);
      if (!moderator && config.NODE_ENV === 'production') throw forbidden();
      const current = await repository.byId(companyId);
      if (!moderator && current?.userId !== user.id) throw forbidden();
      if (!current) throw notFound(messages.companyNotFound);
      const row = await events.transaction(async (tx, announce) => {
        const moved = await repository.setStatus(companyId, status, tx);
        // The owner's own panel (outside production) decides nothing they need to be told about.
        if (moved && status !== current.moderationStatus && moved.userId !== user.id) {
          await announce('company.moderated', { companyId, ownerId: moved.userId, name: moved.name, status });
        }
        return moved;
      });
      if (!row) throw notFound(messages.companyNotFound);
      return toCompanyDetail(row);
    },

    /** `GET /api/moderation/companies`: the moderators' queue (the route admits moderators only). */
    async queue(query: {
      status: ModerationStatus;
      page: number;
    }): Promise<z.infer<typeof companyQueueSchema>> {
      const { rows, total } = await repository.queue(query.status, {
        limit: companyQueuePerPage,
        offset: offsetOf(query.page, companyQueuePerPage),
      });
      return {
        data: rows.map(({ company, user: owner }) => ({ ...toCompanyDetail(company), user: owner })),
        pagination: paginationOf(query.page, companyQueuePerPage, total),
      };
    },

    /**
     * `POST /api/user/company/logo`: replaces the logo and deletes the previous file. The caller must
     * have a company before the upload is read (`read` converts it).
     */
    async setLogo(userId: number, read: () => Promise<WebpImage[]>): Promise<CompanyDetail> {
      if (!(await repository.byUser(userId))) throw companyRequired();
      const images = await read();
      const replaced: { url: string | null } = { url: null };
      const row = await uploads.save(
        mediaFolders.companyLogos,
        images,
        (urls) =>
          repository.updateOwn(userId, (current) => {
            replaced.url = current.logoUrl;
            return { logoUrl: urls[0] };
          }),
        companyRequired,
      );
      await uploads.remove([replaced.url]);
      return toCompanyDetail(row);
    },

    /**
     * `POST /api/user/company/images`: appends photos, at most `companyImagesMax` in all; an upload
     * that would pass it is refused whole. `read` is told how many photos are still free, so it can
     * refuse before converting them.
     */
    async addImages(userId: number, read: (free: number) => Promise<WebpImage[]>): Promise<CompanyDetail> {
      const company = await repository.byUser(userId);
      if (!company) throw companyRequired();
      const free = companyImagesMax - company.imageUrls.length;
      if (free <= 0) throw imagesLimit();
      const images = await read(free);
      const row = await uploads.save(
        mediaFolders.companyImages,
        images,
        (urls) =>
          repository.updateOwn(userId, (current) => {
            // Checked again under the row lock: another upload may have finished meanwhile.
            if (current.imageUrls.length + urls.length > companyImagesMax) throw imagesLimit();
            return { imageUrls: [...current.imageUrls, ...urls] };
          }),
        companyRequired,
      );
      return toCompanyDetail(row);
    },

    /** `DELETE /api/user/company/images/{index}`: removes one photo (0-based) and deletes its file. */
    async removeImage(userId: number, index: number): Promise<CompanyDetail> {
      const removed: { url: string | null } = { url: null };
      const row = await repository.updateOwn(userId, (current) => {
        const url = current.imageUrls[index];
        if (url === undefined) throw notFound(messages.imageNotFound);
        removed.url = url;
        return { imageUrls: current.imageUrls.filter((_, i) => i !== index) };
      });
      if (!row) throw companyRequired();
      await uploads.remove([removed.url]);
      return toCompanyDetail(row);
    },
  };
}
export type CompaniesService = ReturnType<typeof companiesService>;
