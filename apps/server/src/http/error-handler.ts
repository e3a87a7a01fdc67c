import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@mp/contract';
import { isConnectionFailure } from '../platform/connection-failure.ts';
import { isStatementTimeout } from '../db/statement-timeout.ts';
import { busy, HttpError, unavailable, validationError } from './errors.ts';
import { withFirstScreen, type PageRenderer } from './page-renderer.ts';

/** Where only files live: the build's scripts and styles, and the stored pictures. */
const isFileDirectory = (url: string) => url.startsWith('/storage/') || url.startsWith('/assets/');

/** `/assets/index-1a2b.js`, `/storage/x.webp`, `/favicon.ico`: a file's address, not a screen's. */
const isFilePath = (url: string) => isFileDirectory(url) || /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

function sendHttpError(reply: FastifyReply, error: HttpError) {
  if (error.headers) void reply.headers(error.headers);
  return reply
    .status(error.statusCode)
    .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
}

/**
 * One place that turns every failure into the design §3 shapes: 422 with Russian field messages,
 * 4xx with a message, 503 for a statement its timeout stopped or a database that cannot be reached,
 * and 500 with a generic message (details only in the log, with the request id).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  spaIndexHtml?: string,
  renderer?: PageRenderer,
): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? messages.validationFailed);
      }
      const err = validationError(errors);
      return reply.status(422).send({ message: err.message, errors: err.errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ message: messages.serverError });
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'statement stopped by its timeout');
      return sendHttpError(reply, busy());
    }
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, 'the database cannot be reached');
      return sendHttpError(reply, unavailable());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: messages.serverError });
    }
    if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
    // Fastify's own 4xx (malformed JSON, body too large, bad content type): keep status, Russian text.
    return reply
      .status(status)
      .send({ message: status === 413 ? messages.payloadTooLarge : messages.badRequest });
  });

  // Unknown API paths and missing files (an old build's chunk, a deleted picture, a probe) get a JSON
  // 404; every other GET gets the web app, whose router shows its own not-found screen, so client-side
  // routes survive a reload. Screens the same for every guest come with their first screen drawn.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      spaIndexHtml === undefined ||
      request.method !== 'GET' ||
      request.url.startsWith('/api') ||
      isFileDirectory(request.url)
    ) {
      return reply.status(404).send({ message: messages.resourceNotFound });
    }
    const firstScreen = isFilePath(request.url)
      ? undefined
      : await renderer?.render(request.url, request.headers['user-agent']);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withFirstScreen(spaIndexHtml, firstScreen));
  });
}
