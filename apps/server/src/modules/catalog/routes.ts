import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesReplySchema,
  citiesReplySchema,
  cityReplySchema,
  citySlugParamSchema,
  filtersQuerySchema,
  filtersReplySchema,
  serialIdParamSchema,
  type City,
} from '@mp/contract';
import { derivedFrom } from '../../platform/cached.ts';
import type { CatalogService } from './service.ts';

const referenceCache = 'public, max-age=300';

export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  const citiesReply = serializedCities(service);

  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories with their subcategories, by position',
        response: { 200: categoriesReplySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', referenceCache);
      return { data: await service.categories() };
    },
  );

  app.get(
    '/filters',
    {
      schema: {
        tags: ['catalog'],
        summary: "Filters of a subcategory, or of all a category's subcategories merged by name",
        querystring: filtersQuerySchema,
        response: { 200: filtersReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceCache);
      return { data: await service.filters(request.query) };
    },
  );

  app.get(
    '/subcategories/:id/filters',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Filters of one subcategory',
        params: serialIdParamSchema,
        response: { 200: filtersReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceCache);
      return { data: await service.subcategoryFilters(request.params.id) };
    },
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All cities, most populous first',
        response: { 200: citiesReplySchema },
      },
    },
    async (request, reply) => sendSerialized(request, reply, await citiesReply()),
  );

  app.get(
    '/cities/by-slug/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The city a search page’s address names (its name in lower case); of two, the more populous',
        params: citySlugParamSchema,
        response: { 200: cityReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', referenceCache);
      return { data: await service.city(request.params.slug) };
    },
  );
};

/**
 * Sends JSON serialized (and validated) earlier, with an ETag for revalidation. Fastify passes a
 * string with a JSON content type through as is, so the response serializer does not run again;
 * the plain `FastifyReply` type is used because the route's typed reply only accepts the object.
 */
function sendSerialized(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: { body: string; etag: string },
) {
  reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The city list is ~1,100 rows of reference data read on every page load: serialized once for each list
 * the service reads (it keeps one for REFERENCE_CACHE_SECONDS).
 */
const serializedCities = (service: CatalogService) =>
  derivedFrom(service.cities, (data: City[]) => {
    const body = JSON.stringify(citiesReplySchema.parse({ data }));
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  });
