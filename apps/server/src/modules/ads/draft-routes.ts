import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adSavedReplySchema,
  draftFieldsSchema,
  draftListQuerySchema,
  draftListSchema,
  draftReplySchema,
  draftSavedReplySchema,
  messageReplySchema,
  messages,
  serialIdParamSchema,
  draftImageParamSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { draftsMax, type DraftsService } from './drafts.ts';
import { imageRoutes } from './image-routes.ts';

const tags = ['drafts'];
const ownerOnly =
  'Only the owner’s draft: someone else’s is 404 `Черновик не найден`, exactly like a missing one.';

/** `/api/drafts…`: unfinished ads on the server, so they follow the seller to another device. */
export const draftRoutes: FastifyPluginAsyncZod<{ service: DraftsService }> = async (app, { service }) => {
  app.post(
    '/drafts',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Start a draft with whatever the form holds',
        description: `Every field optional (\`draftFieldsSchema\`). At most ${draftsMax} drafts per seller (409).`,
        body: draftFieldsSchema,
        response: { 201: draftSavedReplySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/drafts',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'A page of the signed-in seller’s drafts, last edited first, as their list shows them',
        querystring: draftListQuerySchema,
        response: { 200: draftListSchema },
      },
    },
    async (request) => service.list(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/drafts/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One draft',
        description: ownerOnly,
        params: serialIdParamSchema,
        response: { 200: draftReplySchema },
      },
    },
    async (request) => service.get(signedInUser(request).id, request.params.id),
  );

  app.put(
    '/drafts/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Replace a draft’s fields with what the form holds now',
        description: ownerOnly,
        params: serialIdParamSchema,
        body: draftFieldsSchema,
        response: { 200: draftSavedReplySchema },
      },
    },
    async (request) => service.update(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/drafts/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete a draft and its pictures',
        description: ownerOnly,
        params: serialIdParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return { message: messages.draftDeleted };
    },
  );

  await app.register(
    imageRoutes({
      base: '/drafts',
      noun: 'draft',
      tags,
      ownerOnly,
      imageParams: draftImageParamSchema,
      idParams: serialIdParamSchema,
      reply: draftSavedReplySchema,
      service,
    }),
  );

  app.post(
    '/drafts/:id/publish',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Publish a draft as an ad',
        description:
          'The draft’s fields pass the checks of `POST /api/products` (422 with field errors otherwise, and ' +
          'the draft stays); its pictures move to the ad as they are and the draft is deleted. ' +
          ownerOnly,
        params: serialIdParamSchema,
        response: { 201: adSavedReplySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.status(201).send(await service.publish(user.id, request.params.id));
    },
  );
};
