import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarMaxBytes, messages, profilePhotoReplySchema } from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { readImageUploads } from '../../http/image-upload.ts';
import type { UsersService } from './service.ts';

/** Avatars are square WebP of this side. */
export const avatarSide = 400;

export const profilePhotoRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (
  app,
  { service },
) => {
  app.post(
    '/user/profile-photo',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Upload the signed-in user’s profile photo',
        description:
          '`multipart/form-data` with one file in the field `photo`: a JPEG, PNG, WebP, GIF, AVIF, HEIF ' +
          `or TIFF picture of at most 5 MB, recognised by its content. It is stored as a ${avatarSide}×` +
          `${avatarSide} WebP (centre crop, upright, no metadata) and replaces the previous photo. ` +
          '422 on `photo` when the file is missing, not a picture, or too large.',
        consumes: ['multipart/form-data'],
        response: { 200: profilePhotoReplySchema },
      },
    },
    async (request) => {
      const [image] = await readImageUploads(request, {
        fields: ['photo'],
        errorField: 'photo',
        maxBytes: avatarMaxBytes,
        maxFiles: 1,
        fit: { square: avatarSide },
      });
      const url = await service.setPhoto(signedInUser(request).id, image!);
      return { message: messages.profilePhotoUpdated, profile_photo_url: url };
    },
  );
};
