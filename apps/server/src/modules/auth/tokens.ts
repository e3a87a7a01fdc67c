import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A 256-bit opaque session token, base64url. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** Sessions are found by the SHA-256 of their token; a token of 256 random bits needs no salt. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Six digits from the CSPRNG. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * A code has only a million values, so a plain hash would be reversed at once from a leaked table:
 * it is keyed with a server secret, and bound to the phone and purpose it was sent for.
 */
export const hashCode = (secret: string, purpose: string, phone: string, code: string): string =>
  createHmac('sha256', secret).update(`sms-code:${purpose}:${phone}:${code}`).digest('hex');
