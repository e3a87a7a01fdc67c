import { describe, expect, it } from 'vitest';
import { jwtLifetimeSeconds, signJwt, verifyJwt } from './jwt.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashCode, newCode } from './tokens.ts';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('пароль-123'), hashPassword('пароль-123')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword('пароль-123', a)).toBe(true);
    expect(await verifyPassword('пароль-124', a)).toBe(false);
    expect(await verifyPassword('пароль-123', 'bcrypt$whatever')).toBe(false);
  });
});

describe('codes', () => {
  it('are six digits and hashed per phone and purpose', () => {
    for (let i = 0; i < 100; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const hash = hashCode(secret, 'register', '+79120000001', '123456');
    expect(hash).not.toBe(hashCode(secret, 'reset', '+79120000001', '123456'));
    expect(hash).not.toBe(hashCode(secret, 'register', '+79120000002', '123456'));
    expect(hash).not.toBe(
      hashCode('another-secret-of-at-least-32-chars', 'register', '+79120000001', '123456'),
    );
  });
});

describe('JWT', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const token = signJwt(secret, { userId: 7, sessionId: 3, generation: 4 }, now);

  it('carries the user, the session, its refresh generation, the audience and a 15-minute expiry', () => {
    expect(verifyJwt(secret, token, now)).toEqual({
      sub: '7',
      sid: 3,
      gen: 4,
      aud: 'marketplace-api',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + jwtLifetimeSeconds,
    });
  });

  it('expires and needs the right secret', () => {
    expect(verifyJwt(secret, token, new Date(now.getTime() + jwtLifetimeSeconds * 1000))).toBeUndefined();
    expect(verifyJwt('another-secret-of-at-least-32-chars', token, now)).toBeUndefined();
  });
});
