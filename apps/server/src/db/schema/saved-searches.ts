import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ProductsQuery } from '@mp/contract';
import { users } from './users.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** A saved search's products query as the API parsed it, without its pages. */
export type SavedQuery = Omit<ProductsQuery, 'in_cities_page' | 'other_page'>;

/**
 * «Сохранённые поиски» (record 0089). Beside the query itself, the columns the matching job compares
 * new ads with, taken from the query when it is saved, and where the job and the person stopped.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    notify: text('notify', { enum: ['hourly', 'daily', 'off'] })
      .notNull()
      .default('hourly'),
    // What a new ad must have to be a candidate (the search's criteria that are plain columns).
    cityIds: integer('city_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    categoryId: integer('category_id'),
    subcategoryId: integer('subcategory_id'),
    priceFromKopecks: bigint('price_from_kopecks', { mode: 'number' }),
    priceToKopecks: bigint('price_to_kopecks', { mode: 'number' }),
    vipOnly: boolean('vip_only').notNull().default(false),
    condition: text('condition'),
    sellerType: text('seller_type'),
    /** The text as read when saved, as the products search builds its query; null without text. */
    matchQuery: tsquery('match_query'),
    /**
     * One thing every ad it matches has, looked up by the new ads' own keys: `w:<lexeme>` (a word the
     * text requires), `sub:<id>`, `cat:<id>`, `city:<id>`, or `*` (anything).
     */
    matchKey: text('match_key').notNull(),
    /** The matching job has considered every ad up to this id. */
    lastSeenProductId: bigint('last_seen_product_id', { mode: 'number' }).notNull(),
    /** When it last announced new ads (hourly), or when its daily digest was last made. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The newest ad id when the person last opened it: later ones are «new». */
    visitedProductId: bigint('visited_product_id', { mode: 'number' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_match_key_idx').on(t.matchKey),
  ],
);
