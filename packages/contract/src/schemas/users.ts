import { z } from 'zod';
import { pageNumberSchema } from './common.ts';
import { messages } from '../messages.ts';
import { publicCompanySchema } from './company.ts';
import { userRoles } from '../rules/roles.ts';
import { productListSchema } from './products.ts';

export const profileNameMaxLength = 100;
export const profileAddressMaxLength = 255;
export const genderValues = ['male', 'female'] as const;
export type Gender = (typeof genderValues)[number];

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The latest time zone is UTC+14: a birthday that is "today" anywhere on Earth is never refused. */
const latestZoneOffsetMs = 14 * 60 * 60 * 1000;

/** `YYYY-MM-DD` naming a real calendar day, not before 1900 and not in the future. */
export function isValidBirthDate(value: string, now: Date = new Date()): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900) return false;
  const latestToday = new Date(now.getTime() + latestZoneOffsetMs).toISOString().slice(0, 10);
  return value <= latestToday;
}

const requiredText = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(profileNameMaxLength, { error: tooLong });

/** Optional text: absent, null or blank all mean "not given" (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));

/** Body of `PUT /api/user`: the profile of spec §3 with the messages of spec §5. */
export const profileSchema = z.object({
  name: requiredText(messages.profileNameRequired, messages.nameTooLong),
  surname: requiredText(messages.profileSurnameRequired, messages.surnameTooLong),
  patronymic: optionalText(profileNameMaxLength, messages.patronymicTooLong),
  address: optionalText(profileAddressMaxLength, messages.addressTooLong),
  birth_date: z
    .string({ error: messages.birthDateRequired })
    .trim()
    .min(1, { error: messages.birthDateRequired })
    .refine((value) => isValidBirthDate(value), { error: messages.birthDateFormat }),
  has_car: z.boolean({ error: messages.hasCarInvalid }).optional().default(false),
  gender: z.enum(genderValues, { error: messages.genderInvalid }),
  /** Whether buyers may see the phone on the ad page; omitted leaves the stored choice as it is. */
  allow_calls: z.boolean({ error: messages.allowCallsInvalid }).optional(),
});
export type ProfileBody = z.input<typeof profileSchema>;
export type ProfileInput = z.output<typeof profileSchema>;

/** The signed-in user's own profile (`GET /api/user`): the auth user plus the profile fields. */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  role: z.enum(userRoles),
  created_at: z.string(),
  surname: z.string().nullable(),
  patronymic: z.string().nullable(),
  address: z.string().nullable(),
  birth_date: z.string().nullable(),
  has_car: z.boolean(),
  gender: z.enum(genderValues),
  profile_photo_url: z.string().nullable(),
  /** Buyers may see the phone on the ad page («Показать телефон»); false means chat only. */
  allow_calls: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** Reply of `PUT /api/user`. */
export const profileUpdateReplySchema = z.object({ message: z.string(), user: ownProfileSchema });
export type ProfileUpdateReply = z.infer<typeof profileUpdateReplySchema>;

/** Another user's public page (`GET /api/users/{id}?page=`): never the phone, email or personal data. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  profile_photo_url: z.string().nullable(),
  active_ads_count: z.number().int(),
  /** Average of review ratings on the 10-point scale; null until reviews exist. */
  rating: z.number().nullable(),
  reviews_count: z.number().int(),
  company: publicCompanySchema.nullable(),
  /** Whether the signed-in viewer has blocked this user (false for guests). */
  blocked_by_me: z.boolean(),
  /** Their active ads, newest first. */
  products: productListSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileQuerySchema = z.object({
  page: pageNumberSchema,
});

/** Reply of `POST /api/user/profile-photo`. */
export const profilePhotoReplySchema = z.object({ message: z.string(), profile_photo_url: z.string() });
export type ProfilePhotoReply = z.infer<typeof profilePhotoReplySchema>;
/** Spec §9: avatars (and company logos and photos) at most 5 MB. */
export const avatarMaxBytes = 5 * 1024 * 1024;
export const companyImagesMax = 10;
