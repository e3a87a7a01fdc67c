import { describe, expect, it } from 'vitest';
import { messages, type DevSmsReply } from '@mp/contract';
import { newClient } from '../test/auth.ts';
import { useTestApp } from '../test/harness.ts';
import { maxJsonDepth, nestsDeeperThan } from './json-body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it('counts the brackets of arrays and objects up to the limit', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(`{"a":"${nested(10)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${nested(10)}\\\\"}`, 2)).toBe(false);
    expect(nestsDeeperThan('{"a\\"[[[":"\\\\","b":{"c":{"d":1}}}', 2)).toBe(true);
  });
});

describe('a JSON body at the API edge', () => {
  const t = useTestApp();

  const register = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': contentType },
      remoteAddress: newClient().ip,
      payload,
    });
  const texts = async (phone: string) =>
    (await t.call('GET', `/dev/sms?phone=${encodeURIComponent(phone)}`)).json<DevSmsReply>().data;
  const fields = (phone: string) =>
    `"phone":"${phone}","password":"секретный-пароль","password_confirmation":"секретный-пароль","name":"Анна"`;

  it('refuses a guest’s registration nested 3,300 deep with 422 and sends no code', async () => {
    const { phone } = newClient();
    for (const payload of [
      `{${fields(phone)},"extra":${nested(3_300)}}`,
      `{${fields(phone)},"extra":${nested(maxJsonDepth)}}`,
      nested(3_300),
    ]) {
      const res = await register(payload);
      expect(res.statusCode, payload.slice(0, 80)).toBe(422);
      expect(res.json()).toEqual({
        message: messages.requestTooDeep,
        errors: { _: [messages.requestTooDeep] },
      });
    }
    expect(await texts(phone)).toEqual([]);
  });

  it('parses the rest as before: a charset, nesting within the bound, empty and poisoned bodies', async () => {
    const { phone } = newClient();
    const withCharset = await register(
      `{${fields(phone)},"extra":${nested(maxJsonDepth - 1)}}`,
      'application/json; charset=utf-8',
    );
    expect(withCharset.statusCode, withCharset.body).toBe(200);
    expect(await texts(phone)).toHaveLength(1);

    const empty = await register('');
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: messages.badRequest }]);
    const broken = await register('{"phone":');
    expect([broken.statusCode, broken.json()]).toEqual([400, { message: messages.badRequest }]);
    const poisoned = await register('{"__proto__":{"admin":true}}');
    expect([poisoned.statusCode, poisoned.json()]).toEqual([400, { message: messages.badRequest }]);
  });
});
