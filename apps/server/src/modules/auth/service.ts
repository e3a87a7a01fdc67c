import { timingSafeEqual } from 'node:crypto';
import {
  messages,
  type AuthReply,
  type AuthUser,
  type ForgotPasswordBody,
  type LoginBody,
  type RefreshReply,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyBody,
} from '@mp/contract';
import type { CodePurpose } from '../../db/schema/index.ts';
import { HttpError, tooManyRequests, validationError } from '../../http/errors.ts';
import { unauthenticated } from '../../http/auth.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/limiter.ts';
import type { SmsSender } from '../../platform/sms/index.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { authLimits } from './limits.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import type { Announce } from '../../domain-events.ts';
import { presentUser, type AuthRepository } from './repository.ts';
import { hashCode, hashToken, newCode, newSessionToken } from './tokens.ts';

/** How long codes, sessions and outbox texts are kept after they stop counting. */
export const retentionMs = 24 * 60 * 60 * 1000;

export interface AuthServiceDeps {
  repository: AuthRepository;
  /** Runs `work` in one database transaction, with a repository bound to it; it may announce events. */
  transaction<T>(work: (repository: AuthRepository, announce: Announce) => Promise<T>): Promise<T>;
  sms: SmsSender;
  limiter: RateLimiter;
  /** Signs JWTs and keys the code hashes. */
  secret: string;
  now: () => Date;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

export type AuthService = ReturnType<typeof authService>;

const smsTexts: Record<CodePurpose, (code: string) => string> = {
  register: (code) => `Код подтверждения: ${code}. Никому не сообщайте его.`,
  reset: (code) => `Код для сброса пароля: ${code}. Никому не сообщайте его.`,
};

/** To the owner of a phone that already has an account, when someone asks to register it again. */
const registeredPhoneText = (code: string) =>
  `С вашим номером пытаются зарегистрироваться, но аккаунт с ним уже есть: войдите или восстановите пароль. Код: ${code}. Если это не вы, ничего не делайте.`;

const codeError = (message: string) => validationError({ code: [message] });
const loginFailed = () => validationError({ phone: [messages.loginInvalid] });

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function authService(deps: AuthServiceDeps) {
  const { repository, limiter, now } = deps;

  async function throttle(key: string, rule: RateLimit, message: string = messages.tooManyRequests) {
    const { allowed, retryAfterMs } = await limiter.hit(key, rule);
    if (!allowed) throw tooManyRequests(retryAfterMs, message);
  }

  /** Ends a session and announces it, so that what belongs to its device (a push subscription) goes too. */
  async function endSession(sessionId: number, at: Date) {
    await deps.transaction(async (tx, announce) => {
      const userId = await tx.revokeSession(sessionId, at);
      if (userId !== undefined) await announce('session.ended', { userId, sessionId });
    });
  }

  async function throttleCodeSend(phone: string, ip: string) {
    await throttle(`code-send:ip:${ip}`, authLimits.rate.codeSendPerIp);
    await throttle(`code-send:phone:${phone}`, authLimits.rate.codeSendPerPhone);
  }

  /** Stores a new code (hashed) and texts it; the only one of its phone and purpose that counts. */
  async function sendCode(
    phone: string,
    purpose: CodePurpose,
    pending?: { name: string; passwordHash: string },
    text: (code: string) => string = smsTexts[purpose],
  ) {
    const code = newCode();
    const createdAt = now();
    const id = await repository.insertCode({
      phone,
      purpose,
      codeHash: hashCode(deps.secret, purpose, phone, code),
      ...pending,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + authLimits.codeLifetimeMs),
    });
    try {
      await deps.sms.send({ phone, text: text(code), code });
    } catch (err) {
      deps.log.error({ err, sms: deps.sms.name }, 'could not send an sms code');
      await repository.deleteCode(id);
      throw new HttpError(502, messages.codeSendError);
    }
  }

  /** The newest code of a phone and purpose if `code` matches it; counts a wrong try otherwise. */
  async function checkCode(phone: string, purpose: CodePurpose, code: string) {
    const row = await repository.latestCode(phone, purpose);
    if (!row || row.consumedAt || row.attempts >= authLimits.codeMaxAttempts) {
      throw codeError(messages.verifyCodeInvalid);
    }
    if (row.expiresAt <= now()) throw codeError(messages.verifyCodeExpired);
    if (!sameHash(hashCode(deps.secret, purpose, phone, code), row.codeHash)) {
      await repository.countWrongTry(row.id, authLimits.codeMaxAttempts);
      throw codeError(messages.verifyCodeInvalid);
    }
    return row;
  }

  async function consume(tx: AuthRepository, codeId: number) {
    if (!(await tx.consumeCode(codeId, authLimits.codeMaxAttempts, now()))) {
      throw codeError(messages.verifyCodeInvalid);
    }
  }

  async function openSession(tx: AuthRepository, userId: number, remember: boolean) {
    const token = newSessionToken();
    const at = now();
    const lifetime = authLimits.sessionLifetimeMs[remember ? 'remember' : 'short'];
    const sessionId = await tx.createSession({
      userId,
      tokenHash: hashToken(token),
      remember,
      now: at,
      expiresAt: new Date(at.getTime() + lifetime),
    });
    return { token, sessionId };
  }

  function authReply(
    message: string,
    user: AuthUser,
    session: { token: string; sessionId: number },
  ): AuthReply {
    return {
      message,
      token: session.token,
      sanctum_token: session.token,
      jwt_token: signJwt(
        deps.secret,
        { userId: user.id, sessionId: session.sessionId, generation: 0 },
        now(),
      ),
      user,
    };
  }

  return {
    /**
     * Housekeeping: codes, sessions and outbox texts are kept a day after they stop counting, so a late
     * try still gets «code expired» rather than «wrong code» and an operator can read yesterday's texts.
     */
    purgeExpired: () => repository.deleteEndedBefore(new Date(now().getTime() - retentionMs)),

    /**
     * The same reply for every phone, so it tells nobody which phones have an account. A registered
     * phone's owner is texted that someone tried; whoever enters that code learns that the phone is
     * taken (`verify`), and that can only be the owner.
     */
    async register({ phone, password, name }: RegisterBody, ip: string) {
      await throttleCodeSend(phone, ip);
      await throttle(`code-resend:register:${phone}`, authLimits.codeResend, messages.codeResendTooSoon);
      const registered = (await repository.userByPhone(phone)) !== undefined;
      const pending = { name, passwordHash: await hashPassword(password) };
      await sendCode(phone, 'register', pending, registered ? registeredPhoneText : smsTexts.register);
      return { message: messages.codeSent };
    },

    /** Confirms the registration code: creates the account and signs it in. */
    async verify({ phone, code, referral_code }: VerifyBody, ip: string): Promise<AuthReply> {
      await throttle(`code-check:ip:${ip}`, authLimits.rate.codeCheckPerIp);
      const row = await checkCode(phone, 'register', code);
      const { name, passwordHash } = row;
      if (name === null || passwordHash === null) throw codeError(messages.verifyCodeInvalid);
      const { user, session } = await deps.transaction(async (tx, announce) => {
        await consume(tx, row.id);
        const created = await tx.createUser({ phone, name, passwordHash, now: now() });
        if (!created) throw validationError({ phone: [messages.registerPhoneTaken] });
        await announce('user.registered', { userId: created.id, referralCode: referral_code ?? null });
        // Signing up happens on one's own device: the first session lasts like a remembered one.
        return { user: presentUser(created), session: await openSession(tx, created.id, true) };
      });
      return authReply(messages.registerSuccess, user, session);
    },

    async login({ phone, password, remember }: LoginBody, ip: string): Promise<AuthReply> {
      await throttle(`login:ip:${ip}`, authLimits.rate.loginPerIp);
      // A phone's tries from everywhere never lock it: past their limit each address gets one try
      // instead of ten, so its owner still signs in from an address without failures (decision 0104).
      const underAttack = !(await limiter.hit(`login:phone:${phone}`, authLimits.rate.loginPerPhone)).allowed;
      const triesKey = `login:phone-ip:${phone}:${ip}`;
      const { loginPerPhoneAndIp, loginPerPhoneAndIpUnderAttack } = authLimits.rate;
      await throttle(triesKey, underAttack ? loginPerPhoneAndIpUnderAttack : loginPerPhoneAndIp);
      const found = await repository.userByPhone(phone);
      if (!found?.passwordHash) {
        await burnPasswordCheck(password);
        throw loginFailed();
      }
      if (!(await verifyPassword(password, found.passwordHash))) throw loginFailed();
      await limiter.reset(triesKey);
      const session = await openSession(repository, found.id, remember);
      return authReply(messages.loginSuccess, presentUser(found), session);
    },

    async logout(sessionId: number) {
      await endSession(sessionId, now());
      return { message: messages.logoutSuccess };
    },

    /**
     * A valid JWT of a live session gives a new JWT and rotates the session's opaque token. Each JWT
     * refreshes once (OWASP ASVS 5, refresh token rotation): one used again means it was copied, so the
     * session ends and the copy's tokens with it. The one exception is the JWT just replaced, within
     * `refreshRaceMs`: another tab of the same browser that refreshed at the same moment, answered 409
     * without tokens; it finds the new ones in the shared storage.
     */
    async refresh(jwt: string | undefined): Promise<RefreshReply> {
      const at = now();
      const claims = jwt === undefined ? undefined : verifyJwt(deps.secret, jwt, at);
      const session = claims && (await repository.liveSessionById(claims.sid, at));
      if (!claims || !session || String(session.userId) !== claims.sub) throw unauthenticated();
      const token = newSessionToken();
      if (
        claims.gen === session.refreshGeneration &&
        (await repository.rotateSessionToken(claims.sid, claims.gen, hashToken(token), at))
      ) {
        const jwtToken = signJwt(
          deps.secret,
          { userId: session.userId, sessionId: claims.sid, generation: claims.gen + 1 },
          at,
        );
        return { token, sanctum_token: token, jwt_token: jwtToken };
      }
      const current = (await repository.liveSessionById(claims.sid, at)) ?? session;
      const justReplaced =
        claims.gen === current.refreshGeneration - 1 &&
        current.refreshedAt !== null &&
        at.getTime() - current.refreshedAt.getTime() < authLimits.refreshRaceMs;
      if (justReplaced) throw new HttpError(409, messages.tokenRefreshError);
      await endSession(claims.sid, at);
      deps.log.warn(
        { sessionId: claims.sid, userId: session.userId },
        'a spent refresh token was used again: session ended',
      );
      throw unauthenticated();
    },

    /** The same reply whether or not the phone has an account, so it tells nobody which phones do. */
    async forgotPassword({ phone }: ForgotPasswordBody, ip: string) {
      await throttleCodeSend(phone, ip);
      await throttle(`code-resend:reset:${phone}`, authLimits.codeResend, messages.codeResendTooSoon);
      const found = await repository.userByPhone(phone);
      if (found?.passwordHash) await sendCode(phone, 'reset');
      return { message: messages.codeSent };
    },

    /** Sets a new password with a reset code and signs the account out everywhere. */
    async resetPassword({ phone, code, password }: ResetPasswordBody, ip: string) {
      await throttle(`code-check:ip:${ip}`, authLimits.rate.codeCheckPerIp);
      const row = await checkCode(phone, 'reset', code);
      const found = await repository.userByPhone(phone);
      if (!found) throw codeError(messages.verifyCodeInvalid);
      const passwordHash = await hashPassword(password);
      await deps.transaction(async (tx, announce) => {
        await consume(tx, row.id);
        await tx.setPassword(found.id, passwordHash);
        for (const sessionId of await tx.revokeUserSessions(found.id, now()))
          await announce('session.ended', { userId: found.id, sessionId });
      });
      return { message: messages.passwordResetSuccess };
    },

    /** The user of a live session token; notes its use at most once a minute. */
    async resolveSession(token: string) {
      const at = now();
      const row = await repository.liveSessionByToken(hashToken(token), at);
      if (!row) return undefined;
      if (at.getTime() - row.lastUsedAt.getTime() >= authLimits.sessionTouchMs) {
        await repository.touchSession(row.sessionId, at);
      }
      return { user: presentUser(row.user), sessionId: row.sessionId };
    },

    /**
     * The user of a JWT that is its live session's current one (spec §7: the broadcasting
     * authorisation's bearer); a JWT already spent on a refresh no longer counts.
     */
    async resolveJwtSession(jwt: string) {
      const at = now();
      const claims = verifyJwt(deps.secret, jwt, at);
      const session = claims && (await repository.liveSessionById(claims.sid, at));
      if (!claims || !session || String(session.userId) !== claims.sub) return undefined;
      if (claims.gen !== session.refreshGeneration) return undefined;
      return { user: presentUser(session.user), sessionId: claims.sid };
    },

    async outbox(phone: string) {
      const rows = await repository.outbox(phone, 50);
      return rows.map(({ phone, text, code, createdAt }) => ({
        phone,
        text,
        code,
        created_at: createdAt.toISOString(),
      }));
    },
  };
}
