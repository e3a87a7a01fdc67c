import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function profilePhotoRepository(db: Db) {
  return {
    /**
     * Points the user's profile photo at `url` under a row lock; resolves to the URL it replaced
     * (null when there was none), or undefined when the user no longer exists.
     */
    async replace(userId: number, url: string): Promise<{ previous: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ photo: users.profilePhotoUrl })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return undefined;
        await tx.update(users).set({ profilePhotoUrl: url }).where(eq(users.id, userId));
        return { previous: user.photo };
      });
    },
  };
}
