import { and, count, desc, eq, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { categories, cities, products, savedSearches, subcategories, users } from '../../db/schema/index.ts';
import { textQuery } from '../products/index.ts';
import type { QueryMeaning } from '../search/index.ts';

export type SavedSearchesRepository = ReturnType<typeof savedSearchesRepository>;
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** What a saved search needs to be found among new ads (see the `saved_searches` columns). */
export type MatchColumns = Pick<
  SavedSearchRow,
  | 'cityIds'
  | 'categoryId'
  | 'subcategoryId'
  | 'priceFromKopecks'
  | 'priceToKopecks'
  | 'vipOnly'
  | 'condition'
  | 'sellerType'
  | 'matchKey'
>;

export type NewSavedSearch = Pick<SavedSearchRow, 'userId' | 'name' | 'query' | 'notify'> &
  MatchColumns & {
    text: string | undefined;
    /** What the vocabulary says the text's words mean: matched beside them, as the search page does. */
    meaning: QueryMeaning | undefined;
    createdAt: Date;
  };

/** Which searches the matching job looks at now: hourly ones not announced within the hour, daily ones not digested since the last digest moment. */
export interface DueAt {
  hourlyBefore: Date;
  digestAt: Date;
}

/** A search with new ads that may match it, and how many of them the columns let through. */
export interface Candidate {
  id: number;
  userId: number;
  name: string;
  query: SavedSearchRow['query'];
  notify: SavedSearchRow['notify'];
  lastSeenProductId: number;
  cityName: string | null;
  candidates: number;
}

const mine = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

/** The newest ad's id, or 0: ads after it are new. */
const newestProductId = sql<number>`(select coalesce(max(${products.id}), 0) from ${products})`;

/** The first city's name: the search page's `:city`. */
const cityNameOf = sql<
  string | null
>`(select ${cities.name} from ${cities} where ${cities.id} = ${savedSearches.cityIds}[1])`;

const listColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  notify: savedSearches.notify,
  visitedProductId: savedSearches.visitedProductId,
  visitedAt: savedSearches.visitedAt,
  createdAt: savedSearches.createdAt,
  cityName: cityNameOf,
};
export type ListedSavedSearch = Awaited<ReturnType<SavedSearchesRepository['list']>>[number];

function due(at: DueAt): SQL | undefined {
  const s = savedSearches;
  return or(
    and(eq(s.notify, 'hourly'), or(isNull(s.notifiedAt), lte(s.notifiedAt, at.hourlyBefore))),
    and(eq(s.notify, 'daily'), or(isNull(s.notifiedAt), lt(s.notifiedAt, at.digestAt))),
  );
}

/** The SQL of saved searches: the person's own rows, and the matching job's batch reads and moves. */
export function savedSearchesRepository(db: Db) {
  const find = async (userId: number, id: number) => {
    const [row] = await db.select(listColumns).from(savedSearches).where(mine(userId, id));
    return row;
  };

  return {
    /** The person's saved searches, newest first. */
    list: (userId: number) =>
      db
        .select(listColumns)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.id)),

    find,

    /** The names of what a query looks for and where, for its default name. */
    async namesOf(ids: { categoryId?: number; subcategoryId?: number; cityId?: number }) {
      const nameIn = (table: typeof categories | typeof subcategories | typeof cities, id?: number) =>
        sql<string | null>`(select name from ${table} where id = ${id ?? null})`;
      const result = await db.execute(
        sql`select ${nameIn(categories, ids.categoryId)} as category,
          ${nameIn(subcategories, ids.subcategoryId)} as subcategory, ${nameIn(cities, ids.cityId)} as city`,
      );
      return rowsOf<{ category: string | null; subcategory: string | null; city: string | null }>(result)[0];
    },

    /**
     * The words a search's text requires, as `querytree` prints the query the products search makes
     * of it (`'велосипед' & 'горн'`).
     */
    async queryTree(text: string, meaning: QueryMeaning | undefined): Promise<string> {
      const result = await db.execute(
        sql`select querytree(${textQuery(text, false, meaning)})::text as tree`,
      );
      return rowsOf<{ tree: string }>(result)[0]?.tree ?? '';
    },

    /**
     * Saves a search unless the person already has `max`: resolves to its id, or undefined at the cap.
     * The person's row is locked meanwhile, so two saves at once cannot pass the cap together.
     */
    async insert({ text, meaning, ...values }: NewSavedSearch, max: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${values.userId} for update`);
        const [held] = await tx
          .select({ value: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, values.userId));
        if ((held?.value ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(savedSearches)
          .values({
            ...values,
            matchQuery: text === undefined ? null : sql`${textQuery(text, false, meaning)}`,
            lastSeenProductId: newestProductId,
            visitedProductId: newestProductId,
            visitedAt: values.createdAt,
          })
          .returning({ id: savedSearches.id });
        return row?.id;
      });
    },

    /**
     * A new name or way to notify. Turning announcements back on starts from the newest ad, so what
     * arrived while they were off is not announced all at once.
     */
    async update(userId: number, id: number, changes: Partial<Pick<SavedSearchRow, 'name' | 'notify'>>) {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...changes,
          ...(changes.notify === undefined
            ? {}
            : {
                lastSeenProductId: sql`case when ${savedSearches.notify} = 'off' then ${newestProductId} else ${savedSearches.lastSeenProductId} end`,
              }),
        })
        .where(mine(userId, id))
        .returning({ id: savedSearches.id });
      return row !== undefined;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const [row] = await db
        .delete(savedSearches)
        .where(mine(userId, id))
        .returning({ id: savedSearches.id });
      return row !== undefined;
    },

    /** The person opened it: ads up to the newest one are no longer new. */
    async visit(userId: number, id: number, at: Date): Promise<boolean> {
      const [row] = await db
        .update(savedSearches)
        .set({ visitedProductId: newestProductId, visitedAt: at })
        .where(mine(userId, id))
        .returning({ id: savedSearches.id });
      return row !== undefined;
    },

    async newestProductId(): Promise<number> {
      const result = await db.execute(sql`select ${newestProductId} as id`);
      return Number(rowsOf<{ id: string | number }>(result)[0]?.id ?? 0);
    },

    /** Where the oldest due search stopped, or undefined when none is due or behind `upToId`. */
    async dueFrom(at: DueAt, upToId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ from: sql<string | null>`min(${savedSearches.lastSeenProductId})` })
        .from(savedSearches)
        .where(and(due(at), lt(savedSearches.lastSeenProductId, upToId)));
      return row?.from == null ? undefined : Number(row.from);
    },

    /**
     * The due searches that active ads in (fromId, upToId] may match, each with how many of those ads
     * pass its columns. Each new ad is looked up by its keys (`*`, its subcategory, category, city and
     * every word of its search document) in the index on `match_key`, so the work grows with the new
     * ads and the searches they touch, not with every saved search.
     */
    async candidates(at: DueAt, fromId: number, upToId: number): Promise<Candidate[]> {
      const s = savedSearches;
      const result = await db.execute(sql`
        with batch as materialized (
          select p.id, p.city_id, p.category_id, p.subcategory_id, p.price_kopecks, p.is_vip,
            p.condition, p.seller_type, p.search_vector,
            array['*', 'sub:' || p.subcategory_id, 'cat:' || p.category_id, 'city:' || p.city_id]
              || array(select 'w:' || lexeme from unnest(tsvector_to_array(p.search_vector)) as lexeme) as keys
          from ${products} p
          where p.id > ${fromId} and p.id <= ${upToId} and p.status = 'active'
        )
        select ${s.id} as id, ${s.userId} as "userId", ${s.name} as name, ${s.query} as query,
          ${s.notify} as notify, ${s.lastSeenProductId} as "lastSeenProductId",
          ${cityNameOf} as "cityName", count(*)::int as candidates
        from batch b
        join ${s} on ${s.matchKey} = any(b.keys)
        where b.id > ${s.lastSeenProductId} and ${due(at)}
          and (cardinality(${s.cityIds}) = 0 or b.city_id = any(${s.cityIds}))
          and (${s.categoryId} is null or ${s.categoryId} = b.category_id)
          and (${s.subcategoryId} is null or ${s.subcategoryId} = b.subcategory_id)
          and (${s.priceFromKopecks} is null or b.price_kopecks >= ${s.priceFromKopecks})
          and (${s.priceToKopecks} is null or b.price_kopecks <= ${s.priceToKopecks})
          and (not ${s.vipOnly} or b.is_vip)
          and (${s.condition} is null or ${s.condition} = b.condition)
          and (${s.sellerType} is null or ${s.sellerType} = b.seller_type)
          and (${s.matchQuery} is null or b.search_vector @@ ${s.matchQuery})
        group by ${s.id}
        order by ${s.id}`);
      return rowsOf<Candidate>(result).map((row) => ({
        ...row,
        lastSeenProductId: Number(row.lastSeenProductId),
      }));
    },

    /**
     * Moves a search on to `upToId` if it still stands where the job read it (so two instances never
     * announce the same ads); `notifiedAt` when it announces. Resolves to whether it moved.
     */
    async advance(id: number, fromId: number, upToId: number, notifiedAt: Date | undefined, tx: Db = db) {
      const rows = await tx
        .update(savedSearches)
        .set({ lastSeenProductId: upToId, ...(notifiedAt === undefined ? {} : { notifiedAt }) })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.lastSeenProductId, fromId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * Every other due search moves on to `upToId`, and the daily ones have had this digest (those with
     * nothing new too, or a search saved in the afternoon would make its first digest at once).
     */
    async advanceDue(at: DueAt, upToId: number, now: Date): Promise<number> {
      const rows = await db
        .update(savedSearches)
        .set({
          lastSeenProductId: upToId,
          notifiedAt: sql`case when ${savedSearches.notify} = 'daily' then ${now}::timestamptz else ${savedSearches.notifiedAt} end`,
        })
        .where(
          and(due(at), or(lt(savedSearches.lastSeenProductId, upToId), eq(savedSearches.notify, 'daily'))),
        )
        .returning({ id: savedSearches.id });
      return rows.length;
    },
  };
}
