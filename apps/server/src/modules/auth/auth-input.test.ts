import { describe, expect, it } from 'vitest';
import { messages } from '@mp/contract';
import { sessions, smsOutbox, users, verificationCodes } from '../../db/schema/index.ts';
import { newClient } from '../../test/auth.ts';
import { useTestApp } from '../../test/harness.ts';

const server = useTestApp();

const phone = '+7 912 000-00-01';
const long = 'п'.repeat(10_000);
const pair = (password: string, confirmation = password) => ({
  password,
  password_confirmation: confirmation,
});
const registration = { phone, ...pair('секретный-пароль'), name: 'Анна' };
const reset = { phone, code: '123456', ...pair('новый-пароль') };

/** Each bad body, the first (headline) message it gets, and the field that message is on. */
const cases: [url: string, body: unknown, message: string, field: string][] = [
  ['/register', {}, messages.registerPhoneFormat, 'phone'],
  ['/register', { ...registration, phone: 'abc' }, messages.registerPhoneFormat, 'phone'],
  ['/register', { ...registration, phone: 79120000001 }, messages.registerPhoneFormat, 'phone'],
  ['/register', { ...registration, phone: '+7 912 000-00-0' }, messages.registerPhoneFormat, 'phone'],
  ['/register', { ...registration, phone: '1'.repeat(10_000) }, messages.registerPhoneFormat, 'phone'],
  ['/register', { ...registration, phone: ' ' }, messages.phoneRequired, 'phone'],
  ['/register', { ...registration, ...pair('корот') }, messages.registerPasswordShort, 'password'],
  ['/register', { ...registration, ...pair('') }, messages.passwordRequired, 'password'],
  [
    '/register',
    { ...registration, password_confirmation: '' },
    messages.passwordConfirmationRequired,
    'password_confirmation',
  ],
  [
    '/register',
    { ...registration, ...pair('секретный-пароль', 'другой') },
    messages.registerPasswordMismatch,
    'password',
  ],
  ['/register', { ...registration, ...pair(long) }, messages.passwordTooLong, 'password'],
  ['/register', { ...registration, name: '   ' }, messages.nameRequired, 'name'],
  ['/register', { ...registration, name: undefined }, messages.nameRequired, 'name'],
  ['/register', { ...registration, name: long }, messages.nameTooLong, 'name'],
  ['/verify', {}, messages.registerPhoneFormat, 'phone'],
  ['/verify', { phone: 'abc', code: '123456' }, messages.registerPhoneFormat, 'phone'],
  ['/verify', { phone, code: 'abcdef' }, messages.verifyCodeInvalid, 'code'],
  ['/verify', { phone, code: '1234567' }, messages.verifyCodeInvalid, 'code'],
  ['/verify', { phone, code: 123456 }, messages.verifyCodeInvalid, 'code'],
  ['/login', {}, messages.loginPhoneFormat, 'phone'],
  ['/login', { phone: 'abc', password: 'секретный-пароль' }, messages.loginPhoneFormat, 'phone'],
  ['/login', { phone }, messages.passwordRequired, 'password'],
  ['/login', { phone, password: '' }, messages.passwordRequired, 'password'],
  ['/login', { phone, password: long }, messages.loginInvalid, 'password'],
  ['/forgot-password/sms', {}, messages.registerPhoneFormat, 'phone'],
  ['/forgot-password/sms', { phone: 'abc' }, messages.registerPhoneFormat, 'phone'],
  ['/reset-password/sms', { phone }, messages.resetFieldsRequired, 'code'],
  ['/reset-password/sms', { ...reset, code: undefined }, messages.resetFieldsRequired, 'code'],
  ['/reset-password/sms', { ...reset, password: undefined }, messages.resetFieldsRequired, 'password'],
  ['/reset-password/sms', { ...reset, code: 'abc' }, messages.verifyCodeInvalid, 'code'],
  ['/reset-password/sms', { ...reset, ...pair('корот') }, messages.registerPasswordShort, 'password'],
  [
    '/reset-password/sms',
    { ...reset, ...pair('новый-пароль', 'другой') },
    messages.registerPasswordMismatch,
    'password',
  ],
  ['/reset-password/sms', { ...reset, ...pair(long) }, messages.passwordTooLong, 'password'],
  ['/reset-password/sms', { ...reset, phone: 'abc' }, messages.registerPhoneFormat, 'phone'],
];

async function nothingStored() {
  const db = server.db;
  for (const table of [users, sessions, verificationCodes, smsOutbox]) {
    expect(await db.select().from(table)).toEqual([]);
  }
}

describe('bad input changes nothing', () => {
  it.each(cases)('POST %s %j → 422 %s', async (url, body, message, field) => {
    const started = performance.now();
    const res = await server.client.post(url, { body: body as object, ip: newClient().ip });
    expect(res.statusCode).toBe(422);
    const reply = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(reply.message).toBe(message);
    expect(reply.errors[field]).toContain(message);
    // Refused before any password hashing: a 10,000-character password costs nothing.
    expect(performance.now() - started).toBeLessThan(2_000);
    await nothingStored();
  });

  it('refuses a body that is not JSON, and one that is not an object', async () => {
    for (const payload of ['{"phone":', '"text"', '[]']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
    }
    await nothingStored();
  });

  it('refuses the outbox without a readable phone', async () => {
    expect((await server.client.get('/dev/sms')).statusCode).toBe(422);
    const res = await server.client.get('/dev/sms?phone=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(messages.registerPhoneFormat);
  });
});

describe('OpenAPI', () => {
  it('lists the auth calls with their bodies', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    }>();
    for (const path of ['/register', '/verify', '/login', '/forgot-password/sms', '/reset-password/sms']) {
      expect(doc.paths[`/api${path}`]?.post?.requestBody, path).toBeDefined();
    }
    expect(doc.paths['/api/auth/refresh']?.post).toBeDefined();
    expect(doc.paths['/api/logout']?.post).toBeDefined();
  });

  it('says why the sign-in replies carry no socket_id', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post?: { responses: Record<string, { content: object }> } }>;
    }>();
    for (const path of ['/verify', '/login']) {
      const reply = JSON.stringify(doc.paths[`/api${path}`]?.post?.responses['200']?.content);
      expect(reply, path).toContain('There is no `socket_id`');
    }
  });
});

describe('rate limits', () => {
  it('sends at most 20 codes an hour to one address', async () => {
    const { ip } = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await server.client.post('/forgot-password/sms', {
        body: { phone: newClient().phone },
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    const refused = await server.client.post('/forgot-password/sms', {
      body: { phone: newClient().phone },
      ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
  });
});
