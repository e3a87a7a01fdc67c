// People and chats of the test, made through the public API (sign-up with the SMS code the development
// outbox shows, then a chat per pair) directly on one instance: setup, not load.
import type { AuthReply, Chat as ChatData, DevSmsReply } from '@mp/contract';

export interface Person {
  id: number;
  /** The session's bearer token. */
  token: string;
  /** The JWT `POST /api/broadcasting/auth` takes. */
  jwt: string;
}

export interface Chat {
  id: number;
  members: [Person, Person];
}

const password = 'секретный-пароль';

async function call<T>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  { body, token, clientIp }: { body?: object; token?: string; clientIp?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // The instance trusts one proxy hop (TRUST_PROXY=1): each sign-up comes «from» its own address, so
  // the per-address limits of sign-up never interfere with the test.
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const res = await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signUp(base: string, n: number): Promise<Person> {
  const phone = `+7999${String(4_000_000 + n).padStart(7, '0')}`;
  const clientIp = `10.77.${n >> 8}.${n & 255}`;
  const body = { phone, password, password_confirmation: password, name: `Покупатель ${n}` };
  await call(base, 'POST', '/api/register', { body, clientIp });
  const sms = await call<DevSmsReply>(base, 'GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  const code = sms.data[0]?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  const auth = await call<AuthReply>(base, 'POST', '/api/verify', { body: { phone, code }, clientIp });
  return { id: auth.user.id, token: auth.token, jwt: auth.jwt_token };
}

/** `count` chats of two new people each. */
export async function createChats(base: string, count: number): Promise<Chat[]> {
  const chats: Chat[] = [];
  for (let i = 0; i < count; i++) {
    const members: [Person, Person] = [await signUp(base, 2 * i), await signUp(base, 2 * i + 1)];
    const opened = await call<{ data: ChatData }>(base, 'POST', '/api/chats', {
      body: { user_id: members[1].id },
      token: members[0].token,
    });
    chats.push({ id: opened.data.id, members });
  }
  return chats;
}

/** Some ad ids of the demo catalogue, for reads of single ads. */
export async function someProductIds(base: string): Promise<number[]> {
  const page = await call<{ products_in_selected_cities: { data: { id: number }[] } }>(
    base,
    'GET',
    '/api/products?in_cities_page=1',
  );
  const ids = page.products_in_selected_cities.data.map((product) => product.id);
  if (ids.length === 0) throw new Error('the demo catalogue has no ads');
  return ids;
}

/** Sends one chat message straight to `base` (an instance or the proxy); the HTTP status. */
export async function postMessage(base: string, chat: Chat, sender: Person, text: string): Promise<number> {
  const res = await fetch(`${base}/api/chats/${chat.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
    body: JSON.stringify({ message: text }),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return res.status;
}
