import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

/** What a person's notifications say, oldest first. */
export const noticesOf = async (db: Db, userId: number) =>
  (
    await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)
  ).map(({ type, title, message, link }) => ({ type, title, message, link }));
