import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { messageReplySchema } from '@mp/contract';

/**
 * The API as the web tests see it: Mock Service Worker answers the app's real `fetch` calls at the
 * network edge (test/setup.ts starts it and clears the handlers after each test).
 */
export const server = setupServer();

/** A request the app sent, as a test asserts on it: JSON bodies parsed, form data as FormData. */
export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

const brand: unique symbol = Symbol('contract reply');

/**
 * One answer of the API, built only by the helpers below so that every body has been checked
 * against the contract schema the app reads it with.
 */
export type Reply =
  | { readonly [brand]: true; status: number; body: unknown }
  | { readonly [brand]: true; status: number; text: string; json?: true }
  | { readonly [brand]: true; status: number; empty: true }
  | 'network-error';

/** Answers a routed request; `request` is the raw one (its abort signal, say). May hold the answer back. */
type Handler = (sent: SentRequest, request: Request) => Reply | undefined | Promise<Reply>;

/** Routes by `METHOD /api/path` (MSW path syntax, so `:id` works); a function may look at the request. */
export type Routes = Record<string, Reply | Handler>;

function checked<S extends z.ZodType>(schema: S, body: z.input<S>, status: number): Reply {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`A test reply (${status}) does not match the contract:\n${result.error.message}`);
  }
  return { [brand]: true, status, body };
}

/** A success reply: `body` is typed by the contract schema and checked against it at runtime. */
export const ok = <S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Reply =>
  checked(schema, body, status);

/** An error reply with only a message (401, 403, 404, 409, 429, 5xx), as the server sends it. */
export const failure = (status: number, message: string): Reply =>
  checked(messageReplySchema, { message }, status);

/** A reply the contract forbids (`schema` must reject it), to test how the app copes with one. */
export function offContract<S extends z.ZodType>(schema: S, body: unknown, status = 200): Reply {
  if (schema.safeParse(body).success) throw new Error('offContract: the contract accepts this body');
  return { [brand]: true, status, body };
}

/** A reply with no JSON in it, as a proxy's error page: nothing the app can read a message from. */
export const unreadable = (status = 502): Reply => ({
  [brand]: true,
  status,
  text: '<html>Bad Gateway</html>',
});

/** Spec §7: a register or login reply that holds two JSON objects one after the other; the last is the answer. */
export function concatenatedJson<S extends z.ZodType>(schema: S, first: unknown, last: z.input<S>): Reply {
  checked(schema, last, 200);
  return { [brand]: true, status: 200, text: JSON.stringify(first) + JSON.stringify(last), json: true };
}

/** A success with nothing in it, as a 201 or 204 that only says it is done. */
export const empty = (status: 201 | 204): Reply => ({ [brand]: true, status, empty: true });

/** The request never reaches the server (offline, refused). */
export const networkError: Reply = 'network-error';

/**
 * jsdom's FormData and File cannot cross into Node's fetch, so a form body is kept here and the
 * request carries its number instead; handlers see the very FormData the app built.
 */
const forms: FormData[] = [];
const formHeader = 'x-test-form';

/** Where the requests of the current test are written down (the last `serveApi` call's list). */
let recording: SentRequest[] = [];

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);

/**
 * Wraps the intercepted `fetch` (call after `server.listen()`): each `/api` request is written
 * down the moment the app sends it, in order, and form bodies are passed by reference.
 */
export function recordRequests() {
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.pathname.startsWith('/api/')) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      recording.push({ method, path: url.pathname, search: url.search, body: parseBody(init?.body) });
    }
    if (!(init?.body instanceof FormData)) return intercepted(input, init);
    const headers = new Headers(init.headers);
    headers.set(formHeader, String(forms.push(init.body) - 1));
    return intercepted(input, { ...init, headers, body: undefined });
  };
  return () => {
    globalThis.fetch = intercepted;
  };
}

async function readBody(request: Request): Promise<unknown> {
  const form = request.headers.get(formHeader);
  if (form !== null) return forms[Number(form)];
  const text = await request.text();
  return text === '' ? undefined : parseBody(text);
}

function respond(reply: Reply): Response {
  if (reply === 'network-error') return HttpResponse.error();
  if ('empty' in reply) return new HttpResponse(null, { status: reply.status });
  if ('text' in reply) {
    const type = reply.json ? 'application/json' : 'text/html';
    return new HttpResponse(reply.text, { status: reply.status, headers: { 'content-type': type } });
  }
  return HttpResponse.json(reply.body as never, { status: reply.status });
}

/** Forgets the current test's routes and record (after each test). */
export function resetApi() {
  server.resetHandlers();
  recording = [];
  forms.length = 0;
}

/**
 * Serves `routes` for the current test and records every request to `/api` from now on; anything
 * not routed answers 404 as the server would. Returns the record, oldest first.
 */
export function serveApi(routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  recording = sent;
  const handlers = Object.entries(routes).map(([key, route]) => {
    const [method = '', path = ''] = key.split(' ');
    return http[method.toLowerCase() as 'get'](path, async ({ request }) => {
      if (typeof route !== 'function') return respond(route);
      const url = new URL(request.url);
      const body = await readBody(request.clone());
      const reply = await route(
        { method: request.method, path: url.pathname, search: url.search, body },
        request,
      );
      return respond(reply ?? failure(404, 'Not Found'));
    });
  });
  server.use(
    ...handlers,
    http.all('/api/*', () => respond(failure(404, 'Not Found'))),
  );
  return sent;
}
