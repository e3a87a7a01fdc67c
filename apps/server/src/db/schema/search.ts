import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { subcategories } from './catalog.ts';

/**
 * The vocabulary typos are corrected against: every word (lower case, ё as е, letters only, 3+) of
 * active ads and of the taxonomy, with its russian lexeme (how the index knows it) and how many active
 * ads use it. Ads add their words as they are written (trigger, migration 0019); the daily
 * housekeeping recounts and drops words no active ad uses any more.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    lexeme: text('lexeme').notNull(),
    ads: integer('ads').notNull().default(0),
  },
  (t) => [
    index('search_words_lexeme_idx').on(t.lexeme),
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);

/**
 * Words that mean another word (айфон ↔ iphone, самсунг ↔ samsung), both ways: an ad whose document has
 * `lexeme` also gets `adds` (weight D, below its own words). Kept with the taxonomy in the seed data.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    lexeme: text('lexeme').notNull(),
    adds: text('adds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.adds] })],
);

/**
 * How often a query (lower case, ё as е, spaces collapsed) was followed by opening an ad of a subcategory, per
 * day: what people mean by their words, for the vocabulary's suggestions (`search-suggestions`).
 */
export const searchClicks = pgTable(
  'search_clicks',
  {
    query: text('query').notNull(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.query, t.subcategoryId, t.day] }),
    index('search_clicks_day_idx').on(t.day),
  ],
);

/** Suggestions accepted into the search vocabulary: a form, the words it means and the subcategory it names. */
export const searchVocabulary = pgTable('search_vocabulary', {
  form: text('form').primaryKey(),
  means: text('means').notNull().default(''),
  subcategorySlug: text('subcategory_slug').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
