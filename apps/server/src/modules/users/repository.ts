import { eq } from 'drizzle-orm';
import {
  weekDays,
  type OwnProfile,
  type ProfileInput,
  type PublicCompany,
  type PublicProfile,
  type UserRole,
} from '@mp/contract';
import type { Db } from '../../db/client.ts';
import {
  adDrafts,
  companies,
  draftImages,
  productImages,
  products,
  smsOutbox,
  users,
  verificationCodes,
} from '../../db/schema/index.ts';
import { sellerRating, sellerReviewsCount } from '../reviews/index.ts';

const profileColumns = {
  id: users.id,
  phone: users.phone,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  surname: users.surname,
  patronymic: users.patronymic,
  address: users.address,
  birthDate: users.birthDate,
  hasCar: users.hasCar,
  gender: users.gender,
  profilePhotoUrl: users.profilePhotoUrl,
  allowCalls: users.allowCalls,
};

type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] extends infer T
    ? (typeof profileColumns)[K]['_']['notNull'] extends true
      ? T
      : T | null
    : never;
};

const toOwnProfile = (row: ProfileRow): OwnProfile => ({
  id: row.id,
  phone: row.phone,
  email: row.email,
  name: row.name,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  surname: row.surname,
  patronymic: row.patronymic,
  address: row.address,
  birth_date: row.birthDate,
  has_car: row.hasCar,
  gender: row.gender,
  profile_photo_url: row.profilePhotoUrl,
  allow_calls: row.allowCalls,
});

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Reads the user's row and locks it until the transaction ends; undefined when the user is gone. */
async function lockUser(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ phone: users.phone, photo: users.profilePhotoUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export function usersRepository(db: Db) {
  return {
    /** Gives the user with this (normalised) phone a role; resolves to who it was and their role before. */
    async grantRole(phone: string, role: UserRole) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: users.id, phone: users.phone, name: users.name, role: users.role })
          .from(users)
          .where(eq(users.phone, phone))
          .for('update');
        if (!current) return undefined;
        await tx.update(users).set({ role }).where(eq(users.id, current.id));
        const { role: previous, ...user } = current;
        return { user, previous };
      });
    },
    async ownProfile(userId: number): Promise<OwnProfile | undefined> {
      const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
      return row && toOwnProfile(row);
    },

    /** Writes the profile of exactly one user: the caller's own row. */
    async updateProfile(userId: number, input: ProfileInput): Promise<OwnProfile | undefined> {
      const [row] = await db
        .update(users)
        .set({
          name: input.name,
          surname: input.surname,
          patronymic: input.patronymic,
          address: input.address,
          birthDate: input.birth_date,
          hasCar: input.has_car,
          gender: input.gender,
          // Omitted: drizzle leaves the column out of the update.
          allowCalls: input.allow_calls,
        })
        .where(eq(users.id, userId))
        .returning(profileColumns);
      return row && toOwnProfile(row);
    },

    /**
     * The user's public card and company: never the phone, email, personal data or the company's
     * requisites. The caller adds the ads and the viewer's block flag.
     */
    async publicUser(
      userId: number,
    ): Promise<Omit<PublicProfile, 'active_ads_count' | 'blocked_by_me' | 'products'> | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          createdAt: users.createdAt,
          profilePhotoUrl: users.profilePhotoUrl,
          rating: sellerRating(users.id),
          reviewsCount: sellerReviewsCount(users.id),
          company: {
            id: companies.id,
            name: companies.name,
            logoUrl: companies.logoUrl,
            sellerType: companies.sellerType,
            address: companies.address,
            phone: companies.phone,
            workSchedule: companies.workSchedule,
            moderationStatus: companies.moderationStatus,
          },
        })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        created_at: row.createdAt.toISOString(),
        profile_photo_url: row.profilePhotoUrl,
        rating: row.rating,
        reviews_count: row.reviewsCount,
        company: row.company && publicCompany(row.company),
      };
    },

    /**
     * Points the user's profile photo at `url` under a row lock; resolves to the URL it replaced
     * (null when there was none), or undefined when the user no longer exists.
     */
    async replacePhoto(userId: number, url: string): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) return undefined;
        await tx.update(users).set({ profilePhotoUrl: url }).where(eq(users.id, userId));
        return { previous: user.photo };
      });
    },

    /**
     * Clears the user's avatar and their company's logo and photos under row locks; resolves to the
     * URLs it cleared.
     */
    async clearMedia(userId: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        const [company] = await tx
          .select({ id: companies.id, logo: companies.logoUrl, images: companies.imageUrls })
          .from(companies)
          .where(eq(companies.userId, userId))
          .for('update');
        const found = [user?.photo, company?.logo, ...(company?.images ?? [])];
        if (user?.photo) await tx.update(users).set({ profilePhotoUrl: null }).where(eq(users.id, userId));
        if (company && (company.logo || company.images.length > 0)) {
          await tx
            .update(companies)
            .set({ logoUrl: null, imageUrls: [] })
            .where(eq(companies.id, company.id));
        }
        return found.filter((url): url is string => !!url);
      });
    },

    /** The picture files of the user's ads and drafts (card and full size). */
    async adImageUrls(userId: number): Promise<string[]> {
      const [published, drafted] = await Promise.all([
        db
          .select({ path: productImages.path, fullPath: productImages.fullPath })
          .from(productImages)
          .innerJoin(products, eq(products.id, productImages.productId))
          .where(eq(products.userId, userId)),
        db
          .select({ path: draftImages.path, fullPath: draftImages.fullPath })
          .from(draftImages)
          .innerJoin(adDrafts, eq(adDrafts.id, draftImages.draftId))
          .where(eq(adDrafts.userId, userId)),
      ]);
      return [...published, ...drafted].flatMap((image) => [image.path, image.fullPath]);
    },

    /**
     * Deletes the account and its personal data in one transaction: SMS codes and outbox texts of the
     * phone, then the user row with everything keyed to it by `ON DELETE CASCADE` (sessions, company,
     * ads and their image rows), so the ads leave every list at once.
     */
    async deleteAccount(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const user = await lockUser(tx, userId);
        if (!user) return false;
        await tx.delete(verificationCodes).where(eq(verificationCodes.phone, user.phone));
        await tx.delete(smsOutbox).where(eq(smsOutbox.phone, user.phone));
        await tx.delete(users).where(eq(users.id, userId));
        return true;
      });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

interface CompanyRow {
  name: string;
  logoUrl: string | null;
  sellerType: 'online' | 'offline';
  address: string | null;
  phone: string | null;
  workSchedule: Record<string, string> | null;
  moderationStatus: 'pending' | 'approved' | 'rejected' | null;
}

/**
 * What a shopper may see of a company. The phone and the schedule belong to an offline seller's store
 * point (public by nature); an online seller's phone is a private contact and stays hidden.
 */
export function publicCompany(row: CompanyRow): PublicCompany {
  const offline = row.sellerType === 'offline';
  return {
    name: row.name,
    logo: row.logoUrl,
    seller_type: row.sellerType,
    address: row.address,
    phone: offline ? row.phone : null,
    work_schedule: offline ? completeSchedule(row.workSchedule) : null,
    verified: row.moderationStatus === 'approved',
  };
}

/** A stored schedule with all seven days, or null (one saved before the form required them). */
function completeSchedule(schedule: Record<string, string> | null): PublicCompany['work_schedule'] {
  if (!schedule) return null;
  const days = weekDays.map((day) => [day, schedule[day]] as const);
  if (days.some(([, hours]) => typeof hours !== 'string')) return null;
  return Object.fromEntries(days) as PublicCompany['work_schedule'];
}
