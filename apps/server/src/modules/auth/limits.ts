import type { RateLimit } from '../../platform/rate-limit/limiter.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The numbers of account security (codes, passwords, sessions; after OWASP ASVS 5), in one place. */
export const authLimits = {
  codeLifetimeMs: 10 * minute,
  codeMaxAttempts: 5,
  codeResend: { limit: 1, windowMs: minute },
  sessionLifetimeMs: { short: day, remember: 30 * day },
  /** A session's last_used_at is written at most this often, not on every request. */
  sessionTouchMs: minute,
  /** How long the refresh JWT just replaced is a race of two tabs (409) rather than a copy (session ended). */
  refreshRaceMs: 30_000,
  rate: {
    /** Failed logins at one phone from one address (a success clears them). */
    loginPerPhoneAndIp: { limit: 10, windowMs: 15 * minute },
    /** The same once the phone is under attack: one try per address (decision 0104). */
    loginPerPhoneAndIpUnderAttack: { limit: 1, windowMs: 15 * minute },
    /** Tries at one phone from everywhere (ASVS V2.2.1's 100 an hour): only a distributed attack reaches it. */
    loginPerPhone: { limit: 100, windowMs: hour },
    loginPerIp: { limit: 50, windowMs: 15 * minute },
    codeSendPerPhone: { limit: 5, windowMs: hour },
    codeSendPerIp: { limit: 20, windowMs: hour },
    codeCheckPerIp: { limit: 30, windowMs: 15 * minute },
  },
} as const satisfies {
  codeResend: RateLimit;
  rate: Record<string, RateLimit>;
  [key: string]: unknown;
};
