import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One signed-in device: the opaque bearer token is kept only as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Which refresh JWT is the live one: each refresh issues the next and the older ones are spent. */
    refreshGeneration: integer('refresh_generation').notNull().default(0),
    refreshedAt: at('refreshed_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const codePurposes = ['register', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * An SMS code, kept as a keyed hash. A registration code also carries the pending account (name and
 * password hash), which becomes a user only when the code is confirmed.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    name: text('name'),
    passwordHash: text('password_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Texts the local SMS adapter "sent": read by `GET /api/dev/sms` outside production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
