import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './auth.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A browser's Web Push subscription (issue 28, record 0121): where its push service takes messages for
 * it and the keys they are encrypted to. It belongs to the session that subscribed it, so signing out
 * of that device (or the session's end and deletion) removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and authentication secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: at('expiration_time'),
    /** Sends that failed in a row; a success starts it again at 0. */
    failures: integer('failures').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** Which kinds of push a person wants; no row means every kind. */
export const pushSettings = pgTable('push_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  orders: boolean('orders').notNull().default(true),
  reviews: boolean('reviews').notNull().default(true),
  savedSearches: boolean('saved_searches').notNull().default(true),
  tariffs: boolean('tariffs').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
