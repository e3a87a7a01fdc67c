import { and, count, eq } from 'drizzle-orm';
import type { OwnProfile, ProfileInput, PublicProfile } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { products, smsOutbox, users, verificationCodes } from '../../db/schema/index.ts';

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
});

export function usersRepository(db: Db) {
  return {
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
        })
        .where(eq(users.id, userId))
        .returning(profileColumns);
      return row && toOwnProfile(row);
    },

    async publicProfile(userId: number): Promise<PublicProfile | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          createdAt: users.createdAt,
          profilePhotoUrl: users.profilePhotoUrl,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const [ads] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.userId, userId), eq(products.status, 'active')));
      return {
        id: row.id,
        name: row.name,
        created_at: row.createdAt.toISOString(),
        profile_photo_url: row.profilePhotoUrl,
        active_ads_count: ads?.n ?? 0,
        rating: null,
      };
    },

    /**
     * Deletes the account and its personal data in one transaction: SMS codes and outbox texts of the
     * phone, then the user row with everything keyed to it by `ON DELETE CASCADE` (sessions, company,
     * ads and their image rows), so the ads leave every list at once.
     */
    async deleteAccount(userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ phone: users.phone })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
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
