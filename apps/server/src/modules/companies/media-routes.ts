import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarMaxBytes,
  companyImageParamSchema,
  companyImagesMax,
  companySavedReplySchema,
  messages,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import { imagesLimit, type CompaniesService } from './service.ts';

/** Logos fit inside this square; photos inside the larger one. Neither is ever enlarged. */
export const companyLogoSide = 512;
export const companyImageSide = 1600;

const tags = ['company'];
const accepted = 'JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, at most 5 MB each, recognised by content';

/**
 * Logo and photos of the caller's own company. The company is always the one of the session's user:
 * no route takes a company id, so nobody can touch another's company.
 */
export const companyMediaRoutes: FastifyPluginAsyncZod<{ service: CompaniesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/user/company/logo',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Upload the logo of the signed-in user’s company',
        description:
          `\`multipart/form-data\` with one file in the field \`logo\` (${accepted}). Stored as WebP ` +
          `fitted inside ${companyLogoSide}×${companyLogoSide}, upright, without metadata; replaces the ` +
          'previous logo. 404 when the user has no company; 422 on `logo` for a missing, unreadable or ' +
          'too large file.',
        consumes: ['multipart/form-data'],
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const company = await service.setLogo(signedInUser(request).id, () =>
        readImageUploads(request, {
          fields: ['logo'],
          errorField: 'logo',
          maxBytes: avatarMaxBytes,
          maxFiles: 1,
          fit: { maxSide: companyLogoSide },
        }),
      );
      return { message: messages.companyLogoUpdated, company };
    },
  );

  app.post(
    '/user/company/images',
    {
      config: { auth: 'user' },
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
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const company = await service.addImages(signedInUser(request).id, (free) =>
        readImageUploads(request, {
          fields: ['images[]', 'images'],
          errorField: 'images',
          maxBytes: avatarMaxBytes,
          maxFiles: companyImagesMax,
          fit: { maxSide: companyImageSide },
          tooManyFiles: imagesLimit,
          beforeFile: (index) => {
            if (index >= free) throw imagesLimit();
          },
        }),
      );
      return { message: messages.companyImagesUpdated, company };
    },
  );

  app.delete(
    '/user/company/images/:index',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove one photo of the signed-in user’s company',
        description: 'The photo at `index` (0-based) of `images` is removed and its file deleted.',
        params: companyImageParamSchema,
        response: { 200: companySavedReplySchema },
      },
    },
    async (request) => {
      const index = /^\d{1,4}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const company = await service.removeImage(signedInUser(request).id, index);
      return { message: messages.companyImageDeleted, company };
    },
  );
};
