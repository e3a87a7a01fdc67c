import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SignedUp {
  phone: string;
  password: string;
  token: string;
  jwt_token: string;
  user: { id: number; name: string; phone: string; role: string; created_at: string };
}

export const randomPhone = (): string => `+79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The last code the development SMS outbox holds for the phone. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { code: string | null }[] };
  const code = data.at(-1)?.code;
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

/** An address of its own for each API sign-up, so the per-address limits see separate clients. */
const clientAddress = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 255)).join('.')}`;

/** Registers through the API, for journeys whose subject is not the sign-up screen itself. */
export async function signUp(request: APIRequestContext, name: string): Promise<SignedUp> {
  const phone = randomPhone();
  const password = 'e2e-password-1';
  const headers = { 'x-forwarded-for': clientAddress() };
  const registered = await request.post('/api/register', {
    headers,
    data: { phone, password, password_confirmation: password, name },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await request.post('/api/verify', {
    headers,
    data: { phone, code: await smsCode(request, phone) },
  });
  expect(verified.ok()).toBe(true);
  return { phone, password, ...((await verified.json()) as Omit<SignedUp, 'phone' | 'password'>) };
}

/** Opens the app as that person, remembered, with the cookie notice already acknowledged. */
export async function actAs(page: Page, account: SignedUp | null): Promise<void> {
  await page.addInitScript(
    (session) => {
      if (sessionStorage.getItem('e2e-initialised')) return;
      sessionStorage.setItem('e2e-initialised', '1');
      localStorage.setItem('isCookie', 'true');
      if (!session) return;
      localStorage.setItem('token', session.token);
      localStorage.setItem('jwt_token', session.jwt_token);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    account && { token: account.token, jwt_token: account.jwt_token, user: account.user },
  );
}
