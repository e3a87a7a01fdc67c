import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LocalFileStorage } from './local.ts';
import type { ObjectAddress, S3FileStorage } from './s3.ts';
import { isValidStorageKey, storageUrlPrefix } from './storage.ts';

/** The storages the server can serve `/storage/<key>` from: files on its disk, or redirects to a bucket. */
export type ServedFileStorage = LocalFileStorage | S3FileStorage;

/** How long browsers and proxies keep a stored file, or the lasting redirect to one. */
const storedFileCacheSeconds = 30 * 24 * 60 * 60;

/** A redirect to an expiring URL is cached for this much less, so a cached one never leads to a dead URL. */
const expiringRedirectMarginSeconds = 10 * 60;

/**
 * Serves `/storage/<key>` from wherever the files are: the local disk's files themselves, or for an
 * object store a redirect to the object (its public address, else a presigned one), so the bytes
 * never pass through the app. A key of a wrong form answers the JSON 404 of any missing file.
 */
export async function registerStorageRoutes(app: FastifyInstance, storage: ServedFileStorage): Promise<void> {
  if (storage instanceof LocalFileStorage) {
    await mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: storageUrlPrefix,
      decorateReply: false,
      maxAge: storedFileCacheSeconds * 1000,
      immutable: true,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>(
    `${storageUrlPrefix}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidStorageKey(key)) return reply.callNotFound();
      const { url, status, cacheControl } = redirectTo(await storage.addressOf(key));
      return reply.header('cache-control', cacheControl).redirect(url, status);
    },
  );
}

/** A lasting address is a permanent redirect, kept as long as a file; an expiring one is private and shorter. */
function redirectTo({ url, expiresInSeconds }: ObjectAddress) {
  return expiresInSeconds === undefined
    ? { url, status: 301, cacheControl: `public, max-age=${storedFileCacheSeconds}, immutable` }
    : {
        url,
        status: 302,
        cacheControl: `private, max-age=${expiresInSeconds - expiringRedirectMarginSeconds}`,
      };
}
