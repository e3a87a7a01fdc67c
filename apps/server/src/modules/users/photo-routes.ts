import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarMaxBytes, messages, profilePhotoReplySchema } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { requireUser, unauthenticated } from '../../http/auth.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import { randomStorageKey, type FileStorage } from '../../platform/storage/index.ts';
import { mediaFolders, removeUploads } from './media.ts';
import { profilePhotoRepository } from './photo-repository.ts';

/** Avatars are square WebP of this side. */
export const avatarSide = 400;

export const profilePhotoRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  const repository = profilePhotoRepository(db);

  app.post(
    '/user/profile-photo',
    {
      schema: {
        tags: ['user'],
        summary: 'Upload the signed-in user’s profile photo',
        description:
          '`multipart/form-data` with one file in the field `photo`: a JPEG, PNG, WebP, GIF, AVIF, HEIF ' +
          `or TIFF picture of at most 5 MB, recognised by its content. It is stored as a ${avatarSide}×` +
          `${avatarSide} WebP (centre crop, upright, no metadata) and replaces the previous photo. ` +
          '422 on `photo` when the file is missing, not a picture, or too large.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: profilePhotoReplySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const [image] = await readImageUploads(request, {
        fields: ['photo'],
        errorField: 'photo',
        maxBytes: avatarMaxBytes,
        maxFiles: 1,
        fit: { square: avatarSide },
      });
      const url = await storage.put(
        randomStorageKey(mediaFolders.avatars, image!.extension),
        image!.data,
        image!.contentType,
      );
      const replaced = await repository.replace(user.id, url).catch(async (error: unknown) => {
        await removeUploads(storage, [url], request.log);
        throw error;
      });
      if (!replaced) {
        await removeUploads(storage, [url], request.log);
        throw unauthenticated();
      }
      await removeUploads(storage, [replaced.previous], request.log);
      return { message: messages.profilePhotoUpdated, profile_photo_url: url };
    },
  );
};
