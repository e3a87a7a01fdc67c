import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ScreeningFinding } from '@mp/contract';
import { categories, cities, subcategories } from './catalog.ts';
import { users } from './users.ts';

const activeOnly = sql`status = 'active'`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Money is held in integer kopecks (design §5). */
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
    oldPriceKopecks: bigint('old_price_kopecks', { mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    condition: text('condition', { enum: ['new', 'used'] })
      .notNull()
      .default('used'),
    sellerType: text('seller_type', { enum: ['private', 'company'] })
      .notNull()
      .default('private'),
    isVip: boolean('is_vip').notNull().default(false),
    /** When a paid VIP placement ends (null: VIP without an end, as demo ads; or not VIP). */
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    /** When the seller last raised the ad to the top of its search (record 0087). */
    raisedAt: timestamp('raised_at', { withTimezone: true }),
    status: text('status', {
      enum: ['draft', 'moderation', 'active', 'sold', 'archived', 'expired', 'rejected'],
    })
      .notNull()
      .default('active'),
    /** Subcategory filter values: select/checkbox as strings, range as numbers. */
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When an active ad's placement period ends (null: demo ads, which never expire). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The seller sends it by a carrier (issue 29): a parcel of `parcel_size`, `weight_grams` heavy. */
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    parcelSize: text('parcel_size', { enum: ['XS', 'S', 'M', 'L'] }),
    weightGrams: integer('weight_grams'),
    /** With delivery offered, whether the seller also hands the goods over in person. */
    handoverInPerson: boolean('handover_in_person').notNull().default(true),
    /** Why a moderator rejected the ad, or why the automatic checks held or returned it. */
    moderationNote: text('moderation_note'),
    /** What the automatic checks found at the last publish or edit (null: nothing), issue 33. */
    screeningFindings: jsonb('screening_findings').$type<ScreeningFinding[]>(),
    /** The findings' weight: the moderators' queue shows the riskiest first. */
    screeningRisk: smallint('screening_risk').notNull().default(0),
    /** The findings moderators approved the ad with: a later edit is not held again for them (`unclearedBy`). */
    clearedFindings: jsonb('cleared_findings').$type<ScreeningFinding[]>(),
    /** Rejected by the checks, not by a moderator: a clean edit puts it live again without the queue. */
    refusedByCheck: boolean('refused_by_check').notNull().default(false),
    /** The seller's appeal of a refusal (once per ad): their comment to the moderator, and when. */
    appealComment: text('appeal_comment'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /**
     * 48 bits of the SHA-256 of the description's fingerprint (`textFingerprint`): the same text in other
     * sellers' ads holds a new one for a moderator. Null for a description too short to tell a copy.
     */
    textKey: bigint('text_key', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the ad stands in the default order: raised ads as if placed then, their date unchanged. */
    rankedAt: timestamp('ranked_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(raised_at, created_at)`),
    /**
     * The rank of the default order as one value, for the RUM index (record 0173): `ranked_at`, a VIP
     * ad a century later. The functions are migration 0032's (a generated column may not read another).
     */
    searchRank: timestamp('search_rank', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`search_rank_of(raised_at, created_at, is_vip)`),
    /** The search document's words without positions, each also as a key of the ad's city: «диван@12». */
    searchKeys: tsvector('search_keys')
      .notNull()
      .generatedAlwaysAs(sql`search_keys_of(search_vector, city_id)`),
    /**
     * The search document, written by the `products_search_document` trigger (migration 0019): name (A),
     * description (B), category and subcategory names and synonyms (C), brand synonyms (D).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    // Words of active ads, with the city as a GIN key (btree_gin), so «words in a city» is one index
    // intersection rather than the city's whole list ANDed with the word's (~30 ms for Moscow at 1 M).
    index('products_active_search_idx').using('gin', t.cityId, t.searchVector).where(activeOnly),
    // Autocomplete matches names of active ads with ё read as е (`searchableName` in the products
    // repository), with the city as a GIN key beside the name's trigrams, as for the words above.
    index('products_active_name_trgm_idx')
      .using('gin', t.cityId, sql`translate(${t.name}, 'ёЁ', 'еЕ') gin_trgm_ops`)
      .where(activeOnly),
    index('products_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
    // Public lists only ever read active ads: partial b-tree indexes in the orders they are shown
    // in (VIP first then newest; newest; cheapest), alone and under a city, category or subcategory.
    index('products_active_feed_idx').on(t.isVip, t.rankedAt, t.id).where(activeOnly),
    index('products_active_newest_idx').on(t.createdAt, t.id).where(activeOnly),
    index('products_active_price_idx').on(t.priceKopecks, t.id).where(activeOnly),
    index('products_active_city_feed_idx').on(t.cityId, t.isVip, t.rankedAt).where(activeOnly),
    // A category's or subcategory's feed in one city and its capped count read the city's own range (record
    // 0177); the indexes below it, by VIP and rank first, serve every city, several cities and the others.
    index('products_active_category_city_feed_idx')
      .on(t.categoryId, t.cityId, t.isVip, t.rankedAt)
      .where(activeOnly),
    index('products_active_subcategory_city_feed_idx')
      .on(t.subcategoryId, t.cityId, t.isVip, t.rankedAt)
      .where(activeOnly),
    // The trailing city lets a capped count of the other cities read the index only.
    index('products_active_category_feed_idx')
      .on(t.categoryId, t.isVip, t.rankedAt, t.cityId)
      .where(activeOnly),
    index('products_active_subcategory_ranked_idx')
      .on(t.subcategoryId, t.isVip, t.rankedAt, t.cityId)
      .where(activeOnly),
    // The newest of a subcategory by publication date, for the ad page's similar ads.
    index('products_active_subcategory_feed_idx')
      .on(t.subcategoryId, t.isVip, t.createdAt, t.cityId)
      .where(activeOnly),
    index('products_active_subcategory_price_idx')
      .on(t.subcategoryId, t.priceKopecks, t.cityId)
      .where(activeOnly),
    // The map: active ads inside a bounding box, from a GiST index on their point.
    index('products_active_location_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`status = 'active' and latitude is not null and longitude is not null`),
    // The moderators' queue, riskiest first, then oldest first.
    index('products_moderation_queue_idx')
      .on(sql`${t.screeningRisk} desc`, t.createdAt, t.id)
      .where(sql`status = 'moderation'`),
    // Other sellers' live or held ads with the same description (the copy check).
    index('products_text_key_idx')
      .on(t.textKey)
      .where(sql`text_key is not null and status in ('active', 'moderation')`),
    // The hourly expiry of active ads whose placement period ended.
    index('products_active_expiry_idx').on(t.expiresAt).where(activeOnly),
    // A seller's ads by state, newest first: the seller's public page, «my ads», the seller card's
    // active count (index-only) and the cascade when an account is deleted.
    index('products_user_status_idx').on(t.userId, t.status, t.createdAt, t.id),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    fullPath: text('full_path').notNull(),
    /**
     * The picture's perceptual hash and its four tagged parts (`platform/images/picture-hash.ts`), set off
     * the request once the picture is stored; null until then, and for the demo catalogue's pictures.
     */
    pictureHash: bigint('picture_hash', { mode: 'bigint' }),
    hashParts: integer('hash_parts').array(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_hash_parts_idx')
      .using('gin', t.hashParts)
      .where(sql`${t.hashParts} is not null`),
  ],
);

/**
 * The words of active ads' names (lower case, ё as е, letters and digits, `name_words_of`), each with
 * what a suggestion shows of its ad: autocomplete finds names with a word beginning with what was
 * typed by reading this b-tree until it has enough, and reads nothing else (an index-only scan),
 * where the names' trigram index must collect every match first and each match is a page of the ads'
 * table. Kept by a trigger on products (migration 0024).
 */
export const productNameWords = pgTable(
  'product_name_words',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    cityId: integer('city_id').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    subcategoryId: integer('subcategory_id').notNull(),
    priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.word] }),
    index('product_name_words_word_idx').on(
      t.word.op('text_pattern_ops'),
      t.cityId,
      t.productId,
      t.userId,
      t.subcategoryId,
      t.priceKopecks,
      t.name,
    ),
  ],
);

/**
 * How many times each ad's page was opened. Apart from the ad's row, which is wide and under many
 * indexes: the view counter's batched writes then rewrite a narrow row under one index, not the ad.
 */
export const productViews = pgTable('product_views', {
  productId: bigint('product_id', { mode: 'number' })
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/** An ad being written: whatever was typed so far, on the server so it follows the seller. */
export const adDrafts = pgTable(
  'ad_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_drafts_user_idx').on(t.userId, t.updatedAt)],
);

export const draftImages = pgTable(
  'draft_images',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => adDrafts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    fullPath: text('full_path').notNull(),
  },
  (t) => [index('draft_images_draft_idx').on(t.draftId, t.position)],
);
