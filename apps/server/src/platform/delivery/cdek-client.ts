import { z } from 'zod';
import { CarrierError } from './carrier.ts';

export interface CdekAccess {
  clientId: string;
  clientSecret: string;
  /** https://api.cdek.ru/v2, or https://api.edu.cdek.ru/v2 with CDEK's test account. */
  apiUrl: string;
  /** How long one request may take before it counts as unanswered; 10 s unless told. */
  timeoutMs?: number;
}

/** CDEK refused a request and said why: `codes` are its error codes, e.g. `v2_entity_not_found_im_number`. */
export class CdekRefusal extends CarrierError {
  constructor(
    message: string,
    readonly codes: string[],
  ) {
    super(message);
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const errorListSchema = z
  .array(z.object({ code: z.string().optional(), message: z.string().optional() }))
  .optional();
/** Where CDEK puts a refusal: `errors[]`, `requests[].errors[]` beside state INVALID, or OAuth's `error`. */
const problemSchema = z.object({
  errors: errorListSchema,
  requests: z.array(z.object({ state: z.string().optional(), errors: errorListSchema })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

function problemsOf(body: unknown) {
  const parsed = problemSchema.safeParse(body);
  if (!parsed.success) return [];
  const { errors = [], requests = [], error, error_description } = parsed.data;
  const problems = [...errors, ...requests.flatMap((request) => request.errors ?? [])];
  if (error) problems.push({ code: error, message: error_description });
  const invalid = requests.some((request) => request.state === 'INVALID');
  if (invalid && problems.length === 0) problems.push({ code: 'INVALID', message: 'request is invalid' });
  return problems.map(({ code = '', message }) => ({ code, message: message ?? code }));
}

type Query = Record<string, string | number | boolean | undefined>;

interface Exchange {
  status: number;
  contentType: string;
  body: Uint8Array;
}

/**
 * CDEK's API v2 behind OAuth 2 client credentials (`POST /oauth/token`): one token is fetched and reused
 * until shortly before it expires, and fetched again once when CDEK answers 401.
 */
export function cdekClient({ clientId, clientSecret, apiUrl, timeoutMs = 10_000 }: CdekAccess) {
  let token: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function exchange(url: string, init: RequestInit): Promise<Exchange> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: new Uint8Array(await response.arrayBuffer()),
      };
    } catch (err) {
      throw new CarrierError(`CDEK unreachable: ${(err as Error).message}`);
    }
  }

  function refusal(what: string, reply: Exchange, body: unknown) {
    const problems = problemsOf(body);
    const said = problems.length
      ? problems.map((problem) => problem.message).join('; ')
      : new TextDecoder().decode(reply.body).slice(0, 300);
    return new CdekRefusal(
      `CDEK ${what} (${reply.status}): ${said}`,
      problems.map((problem) => problem.code),
    );
  }

  function jsonOf(reply: Exchange): unknown {
    try {
      return JSON.parse(new TextDecoder().decode(reply.body)) as unknown;
    } catch {
      return undefined;
    }
  }

  async function fetchToken() {
    const reply = await exchange(`${apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
    const body = jsonOf(reply);
    if (reply.status !== 200) throw refusal('refused our credentials', reply, body);
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) throw new CarrierError('CDEK answered the token request with an unexpected body');
    // A minute early, so that a token does not run out between the check and CDEK.
    token = { value: parsed.data.access_token, expiresAt: Date.now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => (pending = undefined));
    return pending;
  }

  async function authorized(url: string, init: RequestInit & { headers?: Record<string, string> }) {
    const send = (value: string) =>
      exchange(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${value}` } });
    const used = await bearer();
    const reply = await send(used);
    if (reply.status !== 401) return reply;
    if (token?.value === used) token = undefined;
    return send(await bearer());
  }

  return {
    /**
     * A JSON call: the reply parsed with `schema`, or CdekRefusal with CDEK's own words. A call without a
     * body (every GET and DELETE, and a POST such as `/orders/{uuid}/refusal`) sends no content type.
     */
    async json<S extends z.ZodType>(
      schema: S,
      request: { method: 'GET' | 'POST' | 'DELETE'; path: string; query?: Query; body?: unknown },
    ): Promise<z.infer<S>> {
      const url = new URL(`${apiUrl}${request.path}`);
      for (const [key, value] of Object.entries(request.query ?? {}))
        if (value !== undefined) url.searchParams.set(key, String(value));
      const hasBody = request.body !== undefined;
      const reply = await authorized(url.toString(), {
        method: request.method,
        headers: { accept: 'application/json', ...(hasBody && { 'content-type': 'application/json' }) },
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      const body = jsonOf(reply);
      if (reply.status < 200 || reply.status >= 300 || problemsOf(body).length > 0)
        throw refusal('refused the request', reply, body);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new CarrierError(`CDEK answered ${request.path} with an unexpected body`);
      return parsed.data;
    },

    /** A file CDEK made (a label's PDF), at an address of CDEK's own API: the token goes nowhere else. */
    async file(address: string): Promise<Exchange> {
      if (new URL(address).origin !== new URL(apiUrl).origin)
        throw new CarrierError(`CDEK gave a file outside its API: ${address}`);
      const reply = await authorized(address, { method: 'GET' });
      if (reply.status !== 200) throw refusal('gave no file', reply, jsonOf(reply));
      return reply;
    },
  };
}
