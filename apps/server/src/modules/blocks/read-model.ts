import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userBlocks } from '../../db/schema/index.ts';

// What other modules may read of blocks inside their own statements.

/** `sellerId` (a column of the outer query) is not someone the viewer has blocked (answered by the `user_blocks` primary key). */
export function notBlockedBy(viewerId: number, sellerId: SQL | AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${sellerId})`;
}
