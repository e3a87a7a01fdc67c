import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  /** User id. */
  sub: string;
  /** Session id the token was issued for. */
  sid: number;
  /** The session's refresh generation the token was issued at: it refreshes once. */
  gen: number;
  aud: string;
  iat: number;
  exp: number;
}

export const jwtAudience = 'marketplace-api';
export const jwtLifetimeSeconds = 15 * 60;

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

export function signJwt(
  secret: string,
  claims: { userId: number; sessionId: number; generation: number },
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload: JwtClaims = {
    sub: String(claims.userId),
    sid: claims.sessionId,
    gen: claims.generation,
    aud: jwtAudience,
    iat,
    exp: iat + jwtLifetimeSeconds,
  };
  const input = `${header}.${encode(payload)}`;
  return `${input}.${sign(secret, input).toString('base64url')}`;
}

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The claims of a valid token, or undefined. Only HS256 is accepted (never `none` or another
 * algorithm named by the token itself); the signature, `aud` and `exp` are all checked.
 */
export function verifyJwt(secret: string, token: string, now: Date): JwtClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const head = decode(headerPart);
  if (!isObject(head) || head.alg !== 'HS256') return undefined;
  const expected = sign(secret, `${headerPart}.${payloadPart}`);
  const actual = Buffer.from(signaturePart, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const claims = decode(payloadPart);
  if (!isObject(claims)) return undefined;
  const { sub, sid, gen, aud, iat, exp } = claims;
  if (typeof sub !== 'string' || typeof sid !== 'number' || typeof iat !== 'number') return undefined;
  if (gen !== undefined && !Number.isInteger(gen)) return undefined;
  if (aud !== jwtAudience || typeof exp !== 'number' || exp <= now.getTime() / 1000) return undefined;
  // Tokens signed before generations existed (at most 15 minutes old at the upgrade) are generation 0.
  return { sub, sid, gen: typeof gen === 'number' ? gen : 0, aud, iat, exp };
}
