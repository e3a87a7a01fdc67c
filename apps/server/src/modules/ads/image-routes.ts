import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  imageOrderSchema,
  type adImageParamSchema,
  type draftImageParamSchema,
  type idParamSchema,
  type serialIdParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import { adImagesAccepted, readAdImages } from './images.ts';

/** What an ad and a draft both do with their pictures; each checks that the caller owns it. */
export interface PictureOwnerService<Reply = unknown> {
  imageCount(userId: number, id: number): Promise<number>;
  addImages(userId: number, id: number, images: WebpImage[]): Promise<Reply>;
  deleteImage(userId: number, id: number, imageId: number): Promise<Reply>;
  reorderImages(userId: number, id: number, imageIds: number[]): Promise<Reply>;
}

export interface ImageRoutesOptions {
  /** `/products` or `/drafts`. */
  base: string;
  /** «ad» or «draft», for the documentation. */
  noun: string;
  tags: string[];
  /** Who may call them, as the owner check answers a stranger. */
  ownerOnly: string;
  /** The owner's id in the path: an ad's (bigserial) or a draft's (serial). */
  idParams: typeof idParamSchema | typeof serialIdParamSchema;
  /** The owner's id and a picture's id. */
  imageParams: typeof adImageParamSchema | typeof draftImageParamSchema;
  /** The reply of all three: the ad or the draft as it now is (the service's own type). */
  reply: z.ZodType;
  service: PictureOwnerService;
}

/** `POST {base}/:id/images`, `DELETE {base}/:id/images/:imageId`, `PUT {base}/:id/images/order`. */
export function imageRoutes({
  base,
  noun,
  tags,
  ownerOnly,
  idParams,
  imageParams,
  reply,
  service,
}: ImageRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${base}/:id/images`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `Add pictures to a ${noun}`,
          description:
            `\`multipart/form-data\` with pictures as \`images[]\` (${adImagesAccepted}), appended after the ` +
            'existing ones. A request that would pass 10 pictures is refused whole (422 on `images`) and ' +
            `stores nothing. ${ownerOnly}`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: reply },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const existing = await service.imageCount(user.id, request.params.id);
        const images = await readAdImages(request, { existing });
        return service.addImages(user.id, request.params.id, images);
      },
    );

    app.delete(
      `${base}/:id/images/:imageId`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `Remove one picture of a ${noun}`,
          description: `An unknown picture is 404. ${ownerOnly}`,
          params: imageParams,
          response: { 200: reply },
        },
      },
      async (request) =>
        service.deleteImage(signedInUser(request).id, request.params.id, request.params.imageId),
    );

    app.put(
      `${base}/:id/images/order`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `Reorder a ${noun}’s pictures; the first is the cover`,
          description: `\`image_ids\` must be exactly the ${noun}’s picture ids, each once (422 otherwise). ${ownerOnly}`,
          params: idParams,
          body: imageOrderSchema,
          response: { 200: reply },
        },
      },
      async (request) =>
        service.reorderImages(signedInUser(request).id, request.params.id, request.body.image_ids),
    );
  };
}
