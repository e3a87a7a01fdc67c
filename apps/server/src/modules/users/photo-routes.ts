import type { FastifyRequest } from 'fastify';
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
  const upload = {
    config: { auth: 'user' },
    schema: {
      tags: ['user'],
      description:
        '`multipart/form-data` with one file in the field `photo`: a JPEG, PNG, WebP, GIF, AVIF, HEIF ' +
        `or TIFF picture of at most 5 MB, recognised by its content. It is stored as a ${avatarSide}×` +
        `${avatarSide} WebP (centre crop, upright, no metadata) and replaces the previous photo. ` +
        '422 on `photo` when the file is missing, not a picture, or too large.',
      consumes: ['multipart/form-data'],
      response: { 200: profilePhotoReplySchema },
    },
  } as const;

  const setPhoto = async (request: FastifyRequest) => {
    const [image] = await readImageUploads(request, {
      fields: ['photo'],
      errorField: 'photo',
      maxBytes: avatarMaxBytes,
      maxFiles: 1,
      fit: { square: avatarSide },
    });
    const url = await service.setPhoto(signedInUser(request).id, image!);
    return { message: messages.profilePhotoUpdated, profile_photo_url: url };
  };

  app.post(
    '/user/profile-photo',
    { ...upload, schema: { ...upload.schema, summary: 'Upload the signed-in user’s profile photo' } },
    setPhoto,
  );
  // Spec §7 declares user/avatar without showing its use: it is the same call under a second name.
  app.post(
    '/user/avatar',
    { ...upload, schema: { ...upload.schema, summary: 'The same as POST /api/user/profile-photo' } },
    setPhoto,
  );
};
