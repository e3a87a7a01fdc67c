import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthReply, DevSmsReply } from '@mp/contract';

/** A clock the tests move forward instead of sleeping. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/**
 * Where this file's phones and addresses start: at random, since the PostgreSQL + Redis run keeps
 * rate-limit counters in Redis between test files and runs.
 */
let sequence = randomInt(0, 9_000_000);
/** A phone and a client address no other test of the file uses, so limits and cooldowns never collide. */
export function newClient() {
  const n = ++sequence;
  return {
    phone: `+7999${String(n).padStart(7, '0')}`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

export interface Call {
  body?: object;
  ip?: string;
  token?: string;
}

export function api(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST', url: string, { body, ip, token }: Call = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      payload: body,
      remoteAddress: ip,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  async function lastCode(phone: string): Promise<string> {
    const res = await call('GET', `/dev/sms?phone=${encodeURIComponent(phone)}`);
    const code = res.json<DevSmsReply>().data[0]?.code;
    if (!code) throw new Error(`no sms for ${phone}`);
    return code;
  }

  return {
    post: (url: string, call_: Call = {}) => call('POST', url, call_),
    get: (url: string, call_: Call = {}) => call('GET', url, call_),
    lastCode,
    /** Registers and verifies a phone (through someone's referral link when `referralCode` is given). */
    async signUp(
      client: { phone: string; ip: string },
      password = 'секретный-пароль',
      referralCode?: string,
    ): Promise<AuthReply> {
      const body = { phone: client.phone, password, password_confirmation: password, name: 'Анна' };
      const registered = await call('POST', '/register', { body, ip: client.ip });
      if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
      const code = await lastCode(client.phone);
      const verified = await call('POST', '/verify', {
        body: { phone: client.phone, code, referral_code: referralCode },
        ip: client.ip,
      });
      if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
      return verified.json<AuthReply>();
    },
  };
}
