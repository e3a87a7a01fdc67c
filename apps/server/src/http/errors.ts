import { messages } from '@mp/contract';

/** An error with an HTTP status and a Russian message the client may show as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 429 with `Retry-After` (whole seconds, at least 1). */
export const tooManyRequests = (retryAfterMs: number, message: string = messages.tooManyRequests) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/**
 * 503 «Слишком много запросов. Попробуйте позже» with `Retry-After`: the server is too busy to take this
 * request now (too many searches waiting, a search stopped by its statement timeout).
 */
export const busy = (retryAfterSeconds = 1) =>
  new HttpError(503, messages.tooManyRequests, undefined, { 'retry-after': String(retryAfterSeconds) });

/** 503 «Сервис временно недоступен»: the database cannot be reached; nothing was changed. */
export const unavailable = (retryAfterSeconds = 5) =>
  new HttpError(503, messages.serviceUnavailable, undefined, { 'retry-after': String(retryAfterSeconds) });

export const notFound = (message: string = messages.resourceNotFound) => new HttpError(404, message);

/** 409 with the reason: the thing is not in a state that allows this. */
export const conflict = (message: string) => new HttpError(409, message);

/** 403 `Недостаточно прав`: signed in, but not allowed to do this. */
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);

/**
 * 422 in the Laravel shape the spec's client reads: first field message as `message`. A field's
 * messages are listed once each (two failed checks of one field often say the same thing), since the
 * client joins them with commas.
 */
export function validationError(errors: Record<string, string[]>): HttpError {
  const unique = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, [...new Set(list)]]),
  );
  const first = Object.values(unique)[0]?.[0] ?? messages.validationFailed;
  return new HttpError(422, first, unique);
}
