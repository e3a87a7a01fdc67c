import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageReplySchema,
  messages,
  savedSearchCreateSchema,
  savedSearchReplySchema,
  savedSearchSavedReplySchema,
  savedSearchesReplySchema,
  savedSearchUpdateSchema,
  serialIdParamSchema,
  validationErrorSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { SavedSearchesService } from './service.ts';

const tags = ['saved-searches'];
const notMine = { 404: messageReplySchema };
const notMineDescription = '404 `Сохранённый поиск не найден` for an unknown id or someone else’s search.';

/** «Сохранённые поиски» of the signed-in person (record 0089). */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ service: SavedSearchesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/saved-searches',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s saved searches, newest first, with the ads new since each was opened',
        response: { 200: savedSearchesReplySchema },
      },
    },
    async (request) => ({ data: await service.list(signedInUser(request).id) }),
  );

  app.post(
    '/saved-searches',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save a search: the query string of `GET /api/products` the search page sent',
        description:
          'Without `name` it is named after what it looks for and where («Велосипеды в Москве»). `notify`: ' +
          '`hourly` (a notification when new ads arrive, at most one an hour, the default), `daily` (one ' +
          'digest a day) or `off`. At most 50 a person: the 51st is a 409.',
        body: savedSearchCreateSchema,
        response: { 201: savedSearchSavedReplySchema, 409: messageReplySchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(signedInUser(request).id, request.body);
      return reply.status(201).send({ message: messages.savedSearchSaved, data });
    },
  );

  app.put(
    '/saved-searches/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Rename a saved search or change how it notifies',
        description: notMineDescription,
        params: serialIdParamSchema,
        body: savedSearchUpdateSchema,
        response: { 200: savedSearchSavedReplySchema, ...notMine, 422: validationErrorSchema },
      },
    },
    async (request) => ({
      message: messages.savedSearchUpdated,
      data: await service.update(signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete a saved search; its notifications stop',
        description: notMineDescription,
        params: serialIdParamSchema,
        response: { 200: messageReplySchema, ...notMine },
      },
    },
    async (request) => {
      await service.remove(signedInUser(request).id, request.params.id);
      return { message: messages.savedSearchDeleted };
    },
  );

  app.post(
    '/saved-searches/:id/visit',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person opened the search: the ads up to now are no longer new',
        description: notMineDescription,
        params: serialIdParamSchema,
        response: { 200: savedSearchReplySchema, ...notMine },
      },
    },
    async (request) => ({ data: await service.visit(signedInUser(request).id, request.params.id) }),
  );
};
