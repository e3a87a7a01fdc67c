import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['user', 'moderator', 'admin'] })
      .notNull()
      .default('user'),
    profilePhotoUrl: text('profile_photo_url'),
    /** Profile of spec §3, filled in on the settings page. */
    surname: text('surname'),
    patronymic: text('patronymic'),
    address: text('address'),
    birthDate: date('birth_date', { mode: 'string' }),
    hasCar: boolean('has_car').notNull().default(false),
    gender: text('gender', { enum: ['male', 'female'] })
      .notNull()
      .default('male'),
    email: text('email'),
    /** Whether buyers may see the phone on the ad page («Показать телефон»); chat only by default. */
    allowCalls: boolean('allow_calls').notNull().default(false),
    /** scrypt hash; null for accounts that cannot sign in with a password (demo sellers). */
    passwordHash: text('password_hash'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_phone_idx').on(t.phone)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sellerType: text('seller_type', { enum: ['online', 'offline'] })
      .notNull()
      .default('online'),
    moderationStatus: text('moderation_status', { enum: ['pending', 'approved', 'rejected'] }),
    /** Legal data of spec §3; null for demo sellers that never filled the form. */
    inn: text('inn'),
    fullName: text('full_name'),
    ogrn: text('ogrn'),
    kpp: text('kpp'),
    legalAddress: text('legal_address'),
    bik: text('bik'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    correspondentAccount: text('correspondent_account'),
    /** Store point of offline sellers. */
    address: text('address'),
    phone: text('phone'),
    onlinePaymentAvailable: boolean('online_payment_available').notNull().default(false),
    orderProcessingType: text('order_processing_type', { enum: ['automatic', 'manual'] })
      .notNull()
      .default('manual'),
    /** Share of an order (0–100 %) the wallet may pay when orders are confirmed automatically. */
    autoPercentage: integer('auto_percentage').notNull().default(0),
    /** Keyed mon..sun: "HH:MM-HH:MM" or "выходной". */
    workSchedule: jsonb('work_schedule').$type<Record<string, string>>(),
    logoUrl: text('logo_url'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_user_idx').on(t.userId),
    index('companies_moderation_idx').on(t.moderationStatus, t.updatedAt),
  ],
);

/** "Заблокировать": the blocker no longer sees the blocked user's ads and messages. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/**
 * "Пожаловаться" on a user (and, later, on an ad): one report per reporter and subject, read by
 * moderators from the open queue.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['user', 'product'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_idx').on(t.reporterId, t.subject, t.subjectId),
    index('reports_queue_idx').on(t.status, t.createdAt),
  ],
);
