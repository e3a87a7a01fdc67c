import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema/index.ts';

export type ContactsRepository = ReturnType<typeof contactsRepository>;

export function contactsRepository(db: Db) {
  return {
    /** The seller of an active ad with their phone and whether they take calls; undefined for any other ad. */
    async sellerOfActiveAd(productId: number) {
      const [row] = await db
        .select({ id: users.id, phone: users.phone, allowCalls: users.allowCalls })
        .from(products)
        .innerJoin(users, eq(users.id, products.userId))
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      return row;
    },
  };
}
