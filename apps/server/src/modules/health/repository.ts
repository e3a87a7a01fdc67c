import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type HealthRepository = ReturnType<typeof healthRepository>;

export function healthRepository(db: Db) {
  return {
    /** Resolves when the database answers a statement. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
