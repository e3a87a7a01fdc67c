import type { z } from 'zod';
import { messages, type refreshReplySchema } from '@mp/contract';
import { expireSession, isSigningOut, readJwt, readToken, storeTokens } from '../auth/session.ts';
import { parseLastJson } from './last-json.ts';

/** A failed API call: HTTP status, the server's message and its 422 field errors, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** Builds `?a=1&city_id[]=2&city_id[]=3`; arrays repeat their key, empty values are skipped. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** How requests reach the API: the browser's fetch; a page rendered on the server answers them in-process. */
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Channel authorisation keeps the session when its refresh fails (spec §4). */
export const broadcastingAuthPath = '/broadcasting/auth';

export const logoutPath = '/logout';

let refreshInFlight: Promise<void> | null = null;

async function refreshTokens(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${readJwt() ?? ''}` },
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!response.ok) throw new ApiError(response.status, messages.tokenRefreshError);
  storeTokens((await response.json()) as z.output<typeof refreshReplySchema>);
}

/** Spec §4: concurrent 401s share one refresh call. */
function refreshSession(): Promise<void> {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Spec §4: a refresh refused with 401 ends the session (tokens, profile, user, company) and sends
 * the user home, except for the broadcasting authorisation. A network failure or a server error
 * only rejects the request: nobody is signed out by a flaky connection. A 409 means another tab
 * refreshed the same session at the same moment: its new tokens are in the shared storage.
 */
async function refreshOrEnd(path: string, original: ApiError): Promise<void> {
  try {
    await refreshSession();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return;
    const refused = error instanceof ApiError && error.status === 401;
    if (refused && !path.startsWith(broadcastingAuthPath)) {
      expireSession();
    }
    throw original;
  }
}

/** Spec §7: a channel authorisation refused with 401 refreshes the session once (never ending it). */
export const refreshForChannelAuthorization = (): Promise<void> =>
  refreshOrEnd(broadcastingAuthPath, new ApiError(401, messages.unauthenticated));

async function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  try {
    return await transport(`/api${path}`, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.networkError);
  }
}

const readBody = async (response: Response): Promise<unknown> =>
  parseLastJson(await response.text().catch(() => ''));

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  const { message, errors } = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  // An empty message lets the caller's spec §8 fallback win in errorMessage().
  return new ApiError(response.status, message ?? '', errors);
}

const isUnauthenticated = (error: ApiError) =>
  error.status === 401 && error.message === messages.unauthenticated;

/** Only the logout itself refreshes a token being signed out (its access token may have expired). */
const refreshable = (path: string, sentToken: string | null): sentToken is string =>
  sentToken !== null && (path === logoutPath || !isSigningOut(sentToken));

/**
 * Spec §4 for any way of sending: `attempt` sends with the token it is given and throws ApiError on a
 * failure. A `401 Unauthenticated.` refreshes the session once (concurrent ones share the refresh) and
 * tries again; a failed refresh ends it.
 */
export async function withSessionRefresh<R>(
  path: string,
  attempt: (token: string | null) => Promise<R>,
): Promise<R> {
  const sentToken = readToken();
  try {
    return await attempt(sentToken);
  } catch (error) {
    if (!(error instanceof ApiError) || !isUnauthenticated(error) || !refreshable(path, sentToken))
      throw error;
    // A refresh that finished while this request was under way already rotated the token.
    if (readToken() === sentToken) await refreshOrEnd(path, error);
    return attempt(readToken());
  }
}

const succeeded = (path: string, init: RequestInit): Promise<Response> =>
  withSessionRefresh(path, async (token) => {
    const sent = await send(path, init, token);
    if (!sent.ok) throw await toApiError(sent);
    return sent;
  });

/**
 * The one HTTP client: bearer header from the stored token, JSON in and out, the reply typed by its
 * contract schema `T`. The server's serializer already holds every reply to that schema, so the
 * browser does not check it again: zod and the contract's schemas stay out of the first screen's
 * JavaScript and CPU (decision 0150). Errors become ApiError with the spec §8 handling of messages;
 * an expired session is refreshed by `withSessionRefresh`.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  init: RequestInit & { signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  const response = await succeeded(path, init);
  const body = await readBody(response);
  // A success that carries no JSON (a proxy's page) is as unreadable as a failure: the caller's fallback.
  if (body === undefined) throw new ApiError(response.status, '');
  return body as z.output<T>;
}

/** A request whose success carries nothing to read (a 201 or 204 without a body); failures as `apiRequest`. */
export async function apiSend(path: string, init: RequestInit = {}): Promise<void> {
  await succeeded(path, init);
}

/**
 * A file the API gives only with the session (a shipment's PDF label): read whole, for an object URL.
 * Failures and an expired session as `apiRequest`.
 */
export async function apiBlob(path: string, accept = '*/*', signal?: AbortSignal): Promise<Blob> {
  const response = await succeeded(path, { method: 'GET', headers: { accept }, signal });
  return response.blob();
}

export const apiGet = <T extends z.ZodType>(path: string, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'GET', signal });

/** What an action shows for a status when the server gave no message (spec §8: «400 gives …»). */
export type StatusMessages = Partial<Record<number, string>>;

/**
 * Spec §8 generic handler: server field errors joined by commas, else the server message, else the
 * action's message for the status, else its fallback; with no response at all, the network message.
 */
export function errorMessage(error: unknown, fallback: string, byStatus: StatusMessages = {}): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return messages.networkError;
    const fieldMessages = Object.values(error.errors ?? {}).flat();
    if (fieldMessages.length > 0) return fieldMessages.join(', ');
    // `Unauthenticated.` is the protocol's mark of a missing session (spec §4), not a message for people.
    const message = isUnauthenticated(error) ? '' : error.message;
    return message || byStatus[error.status] || fallback;
  }
  return fallback;
}
