import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_user_idx').on(t.userId)],
);
