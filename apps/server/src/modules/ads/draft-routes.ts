import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adSavedReplySchema,
  draftFieldsSchema,
  draftListSchema,
  draftReplySchema,
  draftSchema,
  imageOrderSchema,
  messages,
  serialIdParamSchema,
  serialIdSchema,
} from '@mp/contract';
import { requireUser } from '../../http/auth.ts';
import { draftsMax, type DraftsService } from './drafts.ts';
import { adImagesAccepted, readAdImages } from './images.ts';

const tags = ['drafts'];
const security = [{ bearer: [] }];
const savedSchema = z.object({ message: z.string(), data: draftSchema });
const imageParamsSchema = serialIdParamSchema.extend({ imageId: serialIdSchema });
const ownerOnly =
  'Only the owner’s draft: someone else’s is 404 `Черновик не найден`, exactly like a missing one.';

/** `/api/drafts…`: unfinished ads on the server, so they follow the seller to another device. */
export const draftRoutes: FastifyPluginAsyncZod<{ service: DraftsService }> = async (app, { service }) => {
  app.post(
    '/drafts',
    {
      schema: {
        tags,
        summary: 'Start a draft with whatever the form holds',
        description: `Every field optional (\`draftFieldsSchema\`). At most ${draftsMax} drafts per seller (409).`,
        body: draftFieldsSchema,
        security,
        response: { 201: savedSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/drafts',
    {
      schema: {
        tags,
        summary: 'The signed-in seller’s drafts, last edited first',
        security,
        response: { 200: draftListSchema },
      },
    },
    async (request) => service.list((await requireUser(request)).id),
  );

  app.get(
    '/drafts/:id',
    {
      schema: {
        tags,
        summary: 'One draft',
        description: ownerOnly,
        params: serialIdParamSchema,
        security,
        response: { 200: draftReplySchema },
      },
    },
    async (request) => service.get((await requireUser(request)).id, request.params.id),
  );

  app.put(
    '/drafts/:id',
    {
      schema: {
        tags,
        summary: 'Replace a draft’s fields with what the form holds now',
        description: ownerOnly,
        params: serialIdParamSchema,
        body: draftFieldsSchema,
        security,
        response: { 200: savedSchema },
      },
    },
    async (request) => service.update((await requireUser(request)).id, request.params.id, request.body),
  );

  app.delete(
    '/drafts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft and its pictures',
        description: ownerOnly,
        params: serialIdParamSchema,
        security,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await service.remove((await requireUser(request)).id, request.params.id);
      return { message: messages.draftDeleted };
    },
  );

  app.post(
    '/drafts/:id/images',
    {
      schema: {
        tags,
        summary: 'Add pictures to a draft',
        description:
          `\`multipart/form-data\` with pictures as \`images[]\` (${adImagesAccepted}); stored as for an ad ` +
          `and moved to the ad when the draft is published. At most 10 in all (422 on \`images\`). ${ownerOnly}`,
        consumes: ['multipart/form-data'],
        params: serialIdParamSchema,
        security,
        response: { 200: savedSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const existing = await service.imageCount(user.id, request.params.id);
      const images = await readAdImages(request, { existing });
      return service.addImages(user.id, request.params.id, images);
    },
  );

  app.delete(
    '/drafts/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove one picture of a draft',
        description: ownerOnly,
        params: imageParamsSchema,
        security,
        response: { 200: savedSchema },
      },
    },
    async (request) =>
      service.deleteImage((await requireUser(request)).id, request.params.id, request.params.imageId),
  );

  app.put(
    '/drafts/:id/images/order',
    {
      schema: {
        tags,
        summary: 'Reorder a draft’s pictures; the first is the cover',
        description: `\`image_ids\` must be exactly the draft’s picture ids. ${ownerOnly}`,
        params: serialIdParamSchema,
        body: imageOrderSchema,
        security,
        response: { 200: savedSchema },
      },
    },
    async (request) =>
      service.reorderImages((await requireUser(request)).id, request.params.id, request.body.image_ids),
  );

  app.post(
    '/drafts/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft as an ad',
        description:
          'The draft’s fields pass the checks of `POST /api/products` (422 with field errors otherwise, and ' +
          'the draft stays); its pictures move to the ad as they are and the draft is deleted. ' +
          ownerOnly,
        params: serialIdParamSchema,
        security,
        response: { 201: adSavedReplySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.publish(user.id, request.params.id));
    },
  );
};
