import { vi } from 'vitest';

export interface Sent {
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown } | 'network-error';

/** A fetch stub answering by path (`POST /api/login` → reply); records what was sent. */
export function stubApi(replies: Record<string, Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path, body });
    const reply = replies[`${init?.method ?? 'GET'} ${path}`] ?? { status: 404, body: { message: '' } };
    if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return sent;
}

export const user = { id: 5, phone: '+79123456789', name: 'Анна', role: 'user', created_at: '2026-01-01' };
export const authReply = (message: string) => ({
  message,
  token: 'session-token',
  sanctum_token: 'session-token',
  jwt_token: 'jwt',
  user,
});
