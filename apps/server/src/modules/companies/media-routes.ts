import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarMaxBytes, companyImagesMax, companySavedReplySchema, messages } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../http/auth.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import { randomStorageKey, type FileStorage } from '../../platform/storage/index.ts';
import { mediaFolders, removeUploads } from '../users/media.ts';
import { companiesRepository, toCompanyDetail, type CompanyRow } from './repository.ts';

/** Logos fit inside this square; photos inside the larger one. Neither is ever enlarged. */
export const companyLogoSide = 512;
export const companyImageSide = 1600;

const tags = ['company'];
const security = [{ bearer: [] }];
const accepted = 'JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most 5 MB each, recognised by content';

const imageIndexParamsSchema = z.object({ index: z.string().describe('0-based position in `images`') });

const companyRequired = () => notFound(messages.companyRequired);
const imagesLimit = () => validationError({ images: [messages.companyImagesLimit] });

/**
 * Logo and photos of the caller's own company. The company is always the one of the session's user:
 * no route takes a company id, so nobody can touch another's company.
 */
export const companyMediaRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const companies = companiesRepository(db);

  /** Stores converted images in `folder`; if one fails, the others are removed again. */
  async function store(images: WebpImage[], folder: string, log: FastifyBaseLogger): Promise<string[]> {
    const results = await Promise.allSettled(
      images.map((image) =>
        storage.put(randomStorageKey(folder, image.extension), image.data, image.contentType),
      ),
    );
    const urls = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      await removeUploads(storage, urls, log);
      throw failure.reason;
    }
    return urls;
  }

  /** Runs the database write for stored files; when it refuses or fails, the files go again. */
  async function commit(
    urls: string[],
    log: FastifyBaseLogger,
    write: () => Promise<CompanyRow | undefined>,
  ): Promise<CompanyRow> {
    let row: CompanyRow | undefined;
    try {
      row = await write();
    } catch (error) {
      await removeUploads(storage, urls, log);
      throw error;
    }
    if (!row) {
      await removeUploads(storage, urls, log);
      throw companyRequired();
    }
    return row;
  }

  app.post(
    '/user/company/logo',
    {
      schema: {
        tags,
        summary: 'Upload the logo of the signed-in user’s company',
        description:
          `\`multipart/form-data\` with one file in the field \`logo\` (${accepted}). Stored as WebP ` +
          `fitted inside ${companyLogoSide}×${companyLogoSide}, upright, without metadata; replaces the ` +
          'previous logo. 404 when the user has no company; 422 on `logo` for a missing, unreadable or ' +
          'too large file.',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (!(await companies.byUser(user.id))) throw companyRequired();
      const images = await readImageUploads(request, {
        fields: ['logo'],
        errorField: 'logo',
        maxBytes: avatarMaxBytes,
        maxFiles: 1,
        fit: { maxSide: companyLogoSide },
      });
      const urls = await store(images, mediaFolders.companyLogos, request.log);
      const replaced: { url: string | null } = { url: null };
      const row = await commit(urls, request.log, () =>
        companies.updateOwn(user.id, (current) => {
          replaced.url = current.logoUrl;
          return { logoUrl: urls[0] };
        }),
      );
      await removeUploads(storage, [replaced.url], request.log);
      return { message: messages.companyLogoUpdated, company: toCompanyDetail(row) };
    },
  );

  app.post(
    '/user/company/images',
    {
      schema: {
        tags,
        summary: 'Add photos to the signed-in user’s company',
        description:
          '`multipart/form-data` with one or more files in the field `images[]` (or `images`) ' +
          `(${accepted}). Each is stored as WebP fitted inside ${companyImageSide}×${companyImageSide}, ` +
          `upright, without metadata, and appended to \`images\`. A company has at most ${companyImagesMax} ` +
          'photos: a request that would pass it is refused whole (422 on `images`) and stores nothing. ' +
          '404 when the user has no company.',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const company = await companies.byUser(user.id);
      if (!company) throw companyRequired();
      const free = companyImagesMax - company.imageUrls.length;
      if (free <= 0) throw imagesLimit();
      const images = await readImageUploads(request, {
        fields: ['images[]', 'images'],
        errorField: 'images',
        maxBytes: avatarMaxBytes,
        maxFiles: companyImagesMax,
        fit: { maxSide: companyImageSide },
        tooManyFiles: imagesLimit,
        beforeFile: (index) => {
          if (index >= free) throw imagesLimit();
        },
      });
      const urls = await store(images, mediaFolders.companyImages, request.log);
      const row = await commit(urls, request.log, () =>
        companies.updateOwn(user.id, (current) => {
          // Checked again under the row lock: another upload may have finished meanwhile.
          if (current.imageUrls.length + urls.length > companyImagesMax) throw imagesLimit();
          return { imageUrls: [...current.imageUrls, ...urls] };
        }),
      );
      return { message: messages.companyImagesUpdated, company: toCompanyDetail(row) };
    },
  );

  app.delete(
    '/user/company/images/:index',
    {
      schema: {
        tags,
        summary: 'Remove one photo of the signed-in user’s company',
        description: 'The photo at `index` (0-based) of `images` is removed and its file deleted.',
        params: imageIndexParamsSchema,
        security,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const index = /^\d{1,4}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const removed: { url: string | null } = { url: null };
      const row = await companies.updateOwn(user.id, (current) => {
        const url = current.imageUrls[index];
        if (url === undefined) throw notFound(messages.imageNotFound);
        removed.url = url;
        return { imageUrls: current.imageUrls.filter((_, i) => i !== index) };
      });
      if (!row) throw companyRequired();
      await removeUploads(storage, [removed.url], request.log);
      return { message: messages.companyImageDeleted, company: toCompanyDetail(row) };
    },
  );
};
