import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Reply = { status?: number; body: unknown };
type Handler = (request: SentRequest) => Reply | undefined;

/**
 * A fetch stub at the network edge: `replies` answer by `METHOD /api/path` (a function may look at
 * the request); anything else is a 404. Every request is recorded, FormData bodies as they are.
 */
export function stubNetwork(replies: Record<string, Reply | Handler>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const request = { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body };
    sent.push(request);
    const entry = replies[`${request.method} ${request.path}`];
    const reply = (typeof entry === 'function' ? entry(request) : entry) ?? {
      status: 404,
      body: { message: 'Not Found' },
    };
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return sent;
}
