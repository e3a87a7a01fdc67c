import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, type AuthReply, type DevSmsReply, type RefreshReply } from '@mp/contract';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { api, newClient, testClock } from '../../test/auth.ts';
import { authLimits } from './limits.ts';

const clock = testClock();
const minute = 60_000;
const day = 24 * 60 * minute;
/** The test app's signing secret, so that a test can forge tokens with it. */
const appSecret = 'a-test-signing-secret-of-at-least-32-chars';
let ctx: TestContext;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, env: () => ({ JWT_SECRET: appSecret }) });
  client = api(ctx.app);
});
afterAll(() => ctx.close());

const registerBody = (phone: string, password = 'секретный-пароль') => ({
  phone,
  password,
  password_confirmation: password,
  name: 'Анна',
});

async function sessionCount(userId: number, live: boolean) {
  const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return rows.filter((row) => (row.revokedAt === null) === live).length;
}

describe('registration', () => {
  it('register → code from the outbox → verify → the token works → logout → 401', async () => {
    const { phone, ip } = newClient();
    const registered = await client.post('/register', { body: registerBody(phone.replace('+7', '8 ')), ip });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: messages.codeSent });

    const outbox = (await client.get(`/dev/sms?phone=${encodeURIComponent(phone)}`)).json<DevSmsReply>();
    expect(outbox.data).toHaveLength(1);
    const code = outbox.data[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    expect(outbox.data[0]!.text).toContain(code);
    const [stored] = await ctx.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, phone));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(await ctx.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);

    const verified = await client.post('/verify', { body: { phone, code }, ip });
    expect(verified.statusCode).toBe(200);
    const reply = verified.json<AuthReply>();
    expect(reply.message).toBe(messages.registerSuccess);
    expect(reply.token).toBe(reply.sanctum_token);
    expect(Buffer.from(reply.token, 'base64url')).toHaveLength(32);
    expect(reply.jwt_token.split('.')).toHaveLength(3);
    expect(reply.user).toMatchObject({ phone, name: 'Анна', role: 'user' });

    const me = await client.get('/user', { token: reply.token });
    expect(me.statusCode).toBe(200);
    // `GET /api/user` (users module) adds the profile fields to the auth user.
    expect(me.json()).toMatchObject(reply.user);
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, reply.user.id));
    expect(session!.tokenHash).not.toBe(reply.token);

    const loggedOut = await client.post('/logout', { token: reply.token });
    expect(loggedOut.json()).toEqual({ message: messages.logoutSuccess });
    const after = await client.get('/user', { token: reply.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.unauthenticated });
    expect((await client.post('/logout', { token: reply.token })).statusCode).toBe(401);
  });

  it('answers a registered phone as it answers a new one, and tells only whoever has its code that it is taken', async () => {
    const owner = newClient();
    const { user } = await client.signUp(owner);
    clock.advance(61_000);
    const fresh = newClient();
    const [again, other] = await Promise.all([
      client.post('/register', { body: registerBody(owner.phone), ip: owner.ip }),
      client.post('/register', { body: registerBody(fresh.phone), ip: fresh.ip }),
    ]);
    expect([again.statusCode, again.json()]).toEqual([other.statusCode, other.json()]);
    expect(again.json()).toEqual({ message: messages.codeSent });

    // The owner's phone is told that someone tried, with a code that shows the spec's message.
    const outbox = (
      await client.get(`/dev/sms?phone=${encodeURIComponent(owner.phone)}`)
    ).json<DevSmsReply>();
    const texted = outbox.data[0]!;
    expect(texted.text).toContain('аккаунт с ним уже есть');
    const taken = await client.post('/verify', {
      body: { phone: owner.phone, code: texted.code! },
      ip: owner.ip,
    });
    expect([taken.statusCode, taken.json()]).toEqual([
      422,
      { message: messages.registerPhoneTaken, errors: { phone: [messages.registerPhoneTaken] } },
    ]);
    // Nothing changed: one account, its name and password as before.
    const accounts = await ctx.database.db.select().from(users).where(eq(users.phone, owner.phone));
    expect(accounts.map((row) => [row.id, row.name])).toEqual([[user.id, 'Анна']]);
    const login = await client.post('/login', {
      body: { phone: owner.phone, password: 'секретный-пароль', remember: false },
      ip: owner.ip,
    });
    expect(login.statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const { phone, ip } = newClient();
    await client.post('/register', { body: registerBody(phone), ip });
    const code = await client.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/verify', { body: { phone, code: wrong }, ip });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: messages.verifyCodeInvalid,
        errors: { code: [messages.verifyCodeInvalid] },
      });
    }
    const right = await client.post('/verify', { body: { phone, code }, ip });
    expect(right.statusCode).toBe(422);
    expect(right.json<{ message: string }>().message).toBe(messages.verifyCodeInvalid);
    expect(await ctx.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const { phone, ip } = newClient();
    await client.post('/register', { body: registerBody(phone), ip });
    const code = await client.lastCode(phone);
    clock.advance(10 * minute + 1000);
    const res = await client.post('/verify', { body: { phone, code }, ip });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(messages.verifyCodeExpired);
  });

  it('uses a code once', async () => {
    const c = newClient();
    await client.signUp(c);
    const code = await client.lastCode(c.phone);
    const again = await client.post('/verify', { body: { phone: c.phone, code }, ip: c.ip });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toBe(messages.verifyCodeInvalid);
  });

  it('binds a code to its purpose and phone', async () => {
    const c = newClient();
    await client.signUp(c);
    await client.post('/forgot-password/sms', { body: { phone: c.phone }, ip: c.ip });
    const resetCode = await client.lastCode(c.phone);
    const other = newClient();
    await client.post('/register', { body: registerBody(other.phone), ip: other.ip });
    const registerCode = await client.lastCode(other.phone);
    const newPassword = { password: 'новый-пароль', password_confirmation: 'новый-пароль' };

    const otherPhone = await client.post('/verify', {
      body: { phone: other.phone, code: resetCode },
      ip: c.ip,
    });
    const registrationAsReset = await client.post('/reset-password/sms', {
      body: { phone: other.phone, code: registerCode, ...newPassword },
      ip: other.ip,
    });
    expect(otherPhone.statusCode).toBe(422);
    expect(registrationAsReset.statusCode).toBe(422);
    expect(registrationAsReset.json<{ message: string }>().message).toBe(messages.verifyCodeInvalid);
  });

  it('sends a new code no sooner than 60 s after the last; only the newest code counts', async () => {
    const { phone, ip } = newClient();
    await client.post('/register', { body: registerBody(phone), ip });
    const first = await client.lastCode(phone);
    const soon = await client.post('/register', { body: registerBody(phone), ip });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ message: messages.codeResendTooSoon });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);

    clock.advance(61_000);
    expect((await client.post('/register', { body: registerBody(phone), ip })).statusCode).toBe(200);
    const second = await client.lastCode(phone);
    if (first !== second) {
      const old = await client.post('/verify', { body: { phone, code: first }, ip });
      expect(old.statusCode).toBe(422);
    }
    expect((await client.post('/verify', { body: { phone, code: second }, ip })).statusCode).toBe(200);
  });
});

describe('login and sessions', () => {
  it('opens a new session at every login; remember lasts 30 days, otherwise 1 day', async () => {
    const c = newClient();
    const { user } = await client.signUp(c);
    const login = (remember?: boolean) =>
      client.post('/login', { body: { phone: c.phone, password: 'секретный-пароль', remember }, ip: c.ip });

    const short = await login();
    expect(short.statusCode).toBe(200);
    const remembered = await login(true);
    const shortReply = short.json<AuthReply>();
    const rememberedReply = remembered.json<AuthReply>();
    expect(rememberedReply.message).toBe(messages.loginSuccess);
    expect(rememberedReply.user).toEqual(user);
    expect(rememberedReply.token).not.toBe(shortReply.token);
    expect(await sessionCount(user.id, true)).toBe(3);

    clock.advance(day + minute);
    expect((await client.get('/user', { token: shortReply.token })).statusCode).toBe(401);
    expect((await client.get('/user', { token: rememberedReply.token })).statusCode).toBe(200);
    clock.advance(30 * day);
    expect((await client.get('/user', { token: rememberedReply.token })).statusCode).toBe(401);
  });

  it('answers an unknown phone and a wrong password alike', async () => {
    const c = newClient();
    await client.signUp(c);
    const wrongPassword = await client.post('/login', {
      body: { phone: c.phone, password: 'не-тот-пароль' },
      ip: c.ip,
    });
    const unknown = await client.post('/login', {
      body: { phone: newClient().phone, password: 'не-тот-пароль' },
      ip: c.ip,
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual({
      message: messages.loginInvalid,
      errors: { phone: [messages.loginInvalid] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('rejects missing, malformed and unknown bearer tokens with 401 Unauthenticated.', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer ' + 'x'.repeat(5000),
      'Bearer nope',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
  });
});

describe('password reset', () => {
  it('replies the same for an unknown phone and sends nothing', async () => {
    const known = newClient();
    await client.signUp(known);
    const unknown = newClient();
    const a = await client.post('/forgot-password/sms', { body: { phone: known.phone }, ip: known.ip });
    const b = await client.post('/forgot-password/sms', { body: { phone: unknown.phone }, ip: unknown.ip });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toEqual({ message: messages.codeSent });
    const outbox = await client.get(`/dev/sms?phone=${encodeURIComponent(unknown.phone)}`);
    expect(outbox.json()).toEqual({ data: [] });
  });

  it('sets the new password and ends every session of the account', async () => {
    const c = newClient();
    const { token, user } = await client.signUp(c, 'старый-пароль');
    const other = (
      await client.post('/login', {
        body: { phone: c.phone, password: 'старый-пароль', remember: true },
        ip: c.ip,
      })
    ).json<AuthReply>();

    await client.post('/forgot-password/sms', { body: { phone: c.phone }, ip: c.ip });
    const code = await client.lastCode(c.phone);
    const reset = await client.post('/reset-password/sms', {
      body: { phone: c.phone, code, password: 'новый-пароль', password_confirmation: 'новый-пароль' },
      ip: c.ip,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: messages.passwordResetSuccess });
    expect((await client.get('/user', { token })).statusCode).toBe(401);
    expect((await client.get('/user', { token: other.token })).statusCode).toBe(401);
    expect(await sessionCount(user.id, true)).toBe(0);

    const oldLogin = await client.post('/login', {
      body: { phone: c.phone, password: 'старый-пароль' },
      ip: c.ip,
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await client.post('/login', {
      body: { phone: c.phone, password: 'новый-пароль' },
      ip: c.ip,
    });
    expect(newLogin.statusCode).toBe(200);

    const reused = await client.post('/reset-password/sms', {
      body: { phone: c.phone, code, password: 'третий-пароль', password_confirmation: 'третий-пароль' },
      ip: c.ip,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ message: string }>().message).toBe(messages.verifyCodeInvalid);
  });
});

/** A JWT signed with the test app's secret, from any header and claims. */
function forgeJwt(header: object, claims: object, secret = appSecret) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('JWT refresh', () => {
  it('gives a new JWT and rotates the session token', async () => {
    const c = newClient();
    const signedUp = await client.signUp(c);
    const res = await client.post('/auth/refresh', { token: signedUp.jwt_token });
    expect(res.statusCode).toBe(200);
    const reply = res.json<RefreshReply>();
    expect(reply.sanctum_token).toBe(reply.token);
    expect(reply.sanctum_token).not.toBe(signedUp.token);
    expect((await client.get('/user', { token: reply.sanctum_token })).statusCode).toBe(200);
    expect((await client.get('/user', { token: signedUp.token })).statusCode).toBe(401);
    expect((await client.post('/auth/refresh', { token: reply.jwt_token })).statusCode).toBe(200);
  });

  it('takes each JWT once: a spent one used again ends the session, the copy’s new tokens with it', async () => {
    const c = newClient();
    const signedUp = await client.signUp(c);
    const copied = (await client.post('/auth/refresh', { token: signedUp.jwt_token })).json<RefreshReply>();
    const owners = (await client.post('/auth/refresh', { token: copied.jwt_token })).json<RefreshReply>();
    expect((await client.get('/user', { token: owners.token })).statusCode).toBe(200);
    clock.advance(authLimits.refreshRaceMs + 1000);

    // The first JWT again: copied, since the session has moved on twice.
    const reused = await client.post('/auth/refresh', { token: signedUp.jwt_token });
    expect([reused.statusCode, reused.json()]).toEqual([401, { message: messages.unauthenticated }]);
    expect((await client.get('/user', { token: owners.token })).statusCode).toBe(401);
    expect((await client.post('/auth/refresh', { token: owners.jwt_token })).statusCode).toBe(401);
    // Other sessions of the account are not touched.
    const other = await client.post('/login', {
      body: { phone: c.phone, password: 'секретный-пароль' },
      ip: c.ip,
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers two tabs refreshing at once with one new pair and a 409, and keeps the session', async () => {
    const c = newClient();
    const signedUp = await client.signUp(c);
    const [a, b] = await Promise.all([
      client.post('/auth/refresh', { token: signedUp.jwt_token }),
      client.post('/auth/refresh', { token: signedUp.jwt_token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(lost.json()).toEqual({ message: messages.tokenRefreshError });
    const fresh = won.json<RefreshReply>();
    expect((await client.get('/user', { token: fresh.token })).statusCode).toBe(200);
    // Once the moment has passed, the replaced JWT is a copy like every other spent one.
    clock.advance(authLimits.refreshRaceMs + 1000);
    expect((await client.post('/auth/refresh', { token: signedUp.jwt_token })).statusCode).toBe(401);
    expect((await client.get('/user', { token: fresh.token })).statusCode).toBe(401);
  });

  it('refuses the JWT of a revoked session, an expired JWT and the opaque token', async () => {
    const c = newClient();
    const first = await client.signUp(c);
    expect((await client.post('/auth/refresh', { token: first.token })).statusCode).toBe(401);
    const second = (
      await client.post('/login', { body: { phone: c.phone, password: 'секретный-пароль' }, ip: c.ip })
    ).json<AuthReply>();
    await client.post('/logout', { token: first.token });
    expect((await client.post('/auth/refresh', { token: first.jwt_token })).statusCode).toBe(401);
    clock.advance(15 * minute + 1000);
    const expired = await client.post('/auth/refresh', { token: second.jwt_token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: messages.unauthenticated });
    expect((await client.post('/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses a tampered JWT, another audience, another algorithm and alg=none', async () => {
    const c = newClient();
    const { jwt_token, user } = await client.signUp(c);
    const [header, payload, signature] = jwt_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: number; exp: number };
    const good = { ...claims, sub: String(user.id) };
    const other = { ...good, sub: String(user.id + 1000) };
    const forged = [
      `${header}.${Buffer.from(JSON.stringify(other)).toString('base64url')}.${signature}`,
      forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...good, aud: 'someone-else' }),
      forgeJwt({ alg: 'HS256', typ: 'JWT' }, good, 'a-guessed-secret-that-is-not-the-real-one'),
      forgeJwt({ alg: 'HS512', typ: 'JWT' }, good),
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
      `${jwt_token}x`,
      'not.a.jwt',
    ];
    for (const token of forged) {
      const res = await client.post('/auth/refresh', { token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({ message: messages.unauthenticated });
    }
    // The same claims, correctly signed, pass: the refusals above are about the token, not the session.
    expect(
      (await client.post('/auth/refresh', { token: forgeJwt({ alg: 'HS256', typ: 'JWT' }, good) }))
        .statusCode,
    ).toBe(200);
  });
});
