import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chats, productImages, products, users } from '../../db/schema/index.ts';

export type ChatRepository = ReturnType<typeof chatRepository>;
export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The two members of a chat in the stored order. */
export const pairOf = (a: number, b: number) => ({ lowUserId: Math.min(a, b), highUserId: Math.max(a, b) });

const memberOf = (userId: number) => or(eq(chats.lowUserId, userId), eq(chats.highUserId, userId));

export function chatRepository(db: Db) {
  return {
    async find(id: number): Promise<ChatRow | undefined> {
      const [row] = await db.select().from(chats).where(eq(chats.id, id));
      return row;
    },

    /** The pair's chat about the ad (or about none), created when it does not exist yet. */
    /** The chat of two people (about an ad or not), started if there was none; `created` when it was. */
    async findOrCreate(
      a: number,
      b: number,
      productId: number | undefined,
      q: Db = db,
    ): Promise<{ chat: ChatRow; created: boolean }> {
      const key = { ...pairOf(a, b), aboutProductId: productId ?? 0 };
      const [created] = await q
        .insert(chats)
        .values({ ...key, productId: productId ?? null })
        .onConflictDoNothing()
        .returning();
      if (created) return { chat: created, created: true };
      const [found] = await q
        .select()
        .from(chats)
        .where(
          and(
            eq(chats.lowUserId, key.lowUserId),
            eq(chats.highUserId, key.highUserId),
            eq(chats.aboutProductId, key.aboutProductId),
          ),
        );
      if (!found) throw new Error('chat vanished between insert and select');
      return { chat: found, created: false };
    },

    /** The user's most recent chats, newest first. */
    listOf: (userId: number, limit: number) =>
      db
        .select()
        .from(chats)
        .where(memberOf(userId))
        .orderBy(desc(chats.updatedAt), desc(chats.id))
        .limit(limit),

    /** The people a user has chats with (to tell them when the user comes and goes). */
    async partnersOf(userId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ low: chats.lowUserId, high: chats.highUserId })
        .from(chats)
        .where(memberOf(userId))
        .orderBy(desc(chats.updatedAt))
        .limit(limit);
      return [...new Set(rows.map((row) => (row.low === userId ? row.high : row.low)))];
    },

    async lastMessages(chatIds: readonly number[]): Promise<MessageRow[]> {
      if (chatIds.length === 0) return [];
      return db
        .selectDistinctOn([chatMessages.chatId])
        .from(chatMessages)
        .where(inArray(chatMessages.chatId, [...chatIds]))
        .orderBy(chatMessages.chatId, desc(chatMessages.id));
    },

    /** Per chat, how many of the others' messages the user has not read. */
    async unreadCounts(chatIds: readonly number[], userId: number): Promise<Map<number, number>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .select({ chatId: chatMessages.chatId, count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            inArray(chatMessages.chatId, [...chatIds]),
            ne(chatMessages.userId, userId),
            isNull(chatMessages.readAt),
          ),
        )
        .groupBy(chatMessages.chatId);
      return new Map(rows.map((row) => [row.chatId, row.count]));
    },

    async people(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, photo: users.profilePhotoUrl })
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    /** The ads chats are about, with their first picture. */
    async products(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          name: products.name,
          priceKopecks: products.priceKopecks,
          image: sql<string | null>`(select ${productImages.path} from ${productImages}
            where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
        })
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /** The ad's seller, when the ad is on sale. */
    async activeAdSeller(productId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: products.userId })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')));
      return row?.userId;
    },

    async userExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** A page of history older than `before`, newest first (the service turns it round). */
    messagesBefore: (chatId: number, before: number | undefined, limit: number) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.chatId, chatId),
            before === undefined ? undefined : lt(chatMessages.id, before),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit),

    /** Adds a message and moves the chat up the lists, in one transaction. */
    addMessage: (chatId: number, userId: number, message: string, at: Date, outer: Db = db) =>
      outer.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({ chatId, userId, message, createdAt: at, updatedAt: at })
          .returning();
        await tx.update(chats).set({ updatedAt: at }).where(eq(chats.id, chatId));
        if (!row) throw new Error('message insert returned nothing');
        return row;
      }),

    /** Stamps the others' messages not yet read (or delivered); answers which ones. */
    async markRead(chatId: number, readerId: number, at: Date): Promise<number[]> {
      const rows = await db
        .update(chatMessages)
        .set({ readAt: at, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at})` })
        .where(
          and(
            eq(chatMessages.chatId, chatId),
            ne(chatMessages.userId, readerId),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    async markDelivered(chatId: number, recipientId: number, at: Date): Promise<number[]> {
      const rows = await db
        .update(chatMessages)
        .set({ deliveredAt: at })
        .where(
          and(
            eq(chatMessages.chatId, chatId),
            ne(chatMessages.userId, recipientId),
            isNull(chatMessages.deliveredAt),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** How many of the others' messages the user has not read, in all their chats. */
    async unreadTotal(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .where(and(memberOf(userId), ne(chatMessages.userId, userId), isNull(chatMessages.readAt)));
      return row?.count ?? 0;
    },

    /** Whether the user is one of the chat's two members. */
    async isMember(chatId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.id, chatId), memberOf(userId)));
      return row !== undefined;
    },
  };
}
