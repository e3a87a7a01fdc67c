import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A conversation of two people, optionally about an ad. The pair is stored in id order
 * (`low_user_id < high_user_id`), so one pair has one chat per ad and one without an ad.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    lowUserId: integer('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: integer('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).references(() => products.id, {
      onDelete: 'set null',
    }),
    /** The ad's id when the chat began: keeps a chat unique per ad even after the ad is deleted. */
    aboutProductId: bigint('about_product_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Time of the last message (the chat list's order). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chats_pair_ordered', sql`${t.lowUserId} < ${t.highUserId}`),
    uniqueIndex('chats_pair_product_idx').on(t.lowUserId, t.highUserId, t.aboutProductId),
    index('chats_low_updated_idx').on(t.lowUserId, t.updatedAt),
    index('chats_high_updated_idx').on(t.highUserId, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_chat_id_idx').on(t.chatId, t.id),
    index('chat_messages_unread_idx')
      .on(t.chatId, t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
