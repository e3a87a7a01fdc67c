import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adStatsContacts, adStatsDays, products } from '../../db/schema/index.ts';

/** What a day's row adds up. */
export type Counter = 'views' | 'contacts' | 'favorites' | 'unfavorites' | 'cart' | 'orders';
/** What a day's row marks. */
export type Mark = 'raised' | 'vip';

export interface DayRow {
  day: string;
  views: number;
  contacts: number;
  favorites: number;
  cart: number;
  orders: number;
  raised: boolean;
  vip: boolean;
}

export type StatsRepository = ReturnType<typeof statsRepository>;

const sums = {
  views: sql<number>`sum(${adStatsDays.views})::int`,
  contacts: sql<number>`sum(${adStatsDays.contacts})::int`,
  favorites: sql<number>`sum(${adStatsDays.favorites})::int`,
  cart: sql<number>`sum(${adStatsDays.cart})::int`,
  orders: sql<number>`sum(${adStatsDays.orders})::int`,
};

/** The SQL of sellers' statistics (issue 32): `ad_stats_days` and `ad_stats_contacts` are this module's. */
export function statsRepository(db: Db) {
  /**
   * Sets `column` of ads' rows of `day` to `value` (given the row's current value as `current`); an ad
   * that is gone by now is skipped (the join), and its seller is read from the ad.
   */
  async function upsert(
    q: Db,
    day: string,
    amounts: readonly (readonly [number, number])[],
    column: Counter | Mark,
    value: (current: SQL, added: SQL) => SQL,
  ): Promise<void> {
    if (amounts.length === 0) return;
    const values = sql.join(
      amounts.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`),
      sql`, `,
    );
    const name = sql.identifier(column);
    const added = column === 'raised' || column === 'vip' ? sql`true` : sql`v.n`;
    await q.execute(sql`insert into ${adStatsDays} (product_id, seller_id, day, ${name})
      select p.id, p.user_id, ${day}::date, ${added} from (values ${values}) as v(id, n)
        join ${products} p on p.id = v.id
      on conflict (product_id, day) do update
        set ${name} = ${value(sql`${adStatsDays}.${name}`, sql`excluded.${name}`)}`);
  }

  return {
    /** Adds to a counter of ads' days: [ad id, amount] each. */
    add: (q: Db, day: string, amounts: readonly (readonly [number, number])[], counter: Counter) =>
      upsert(q, day, amounts, counter, (current, added) => sql`${current} + ${added}`),

    /** Marks an ad's day as raised or VIP. */
    mark: (q: Db, day: string, productId: number, mark: Mark) =>
      upsert(q, day, [[productId, 1]], mark, () => sql`true`),

    /** A person contacted the seller about the ad on `day`: whether for the first time that day. */
    async firstContact(q: Db, day: string, productId: number, personId: number): Promise<boolean> {
      const rows = await q
        .insert(adStatsContacts)
        .values({ productId, day, personId })
        .onConflictDoNothing()
        .returning({ productId: adStatsContacts.productId });
      return rows.length > 0;
    },

    /** An ad's rows from `from` to `to` (both included), oldest first; days without a row are not there. */
    adDays(productId: number, from: string, to: string): Promise<DayRow[]> {
      return db
        .select({
          day: adStatsDays.day,
          views: adStatsDays.views,
          contacts: adStatsDays.contacts,
          favorites: adStatsDays.favorites,
          cart: adStatsDays.cart,
          orders: adStatsDays.orders,
          raised: adStatsDays.raised,
          vip: adStatsDays.vip,
        })
        .from(adStatsDays)
        .where(
          and(eq(adStatsDays.productId, productId), gte(adStatsDays.day, from), lte(adStatsDays.day, to)),
        )
        .orderBy(adStatsDays.day);
    },

    /** A seller's ads summed by day from `from` to `to`, oldest first. */
    sellerDays(sellerId: number, from: string, to: string): Promise<DayRow[]> {
      return db
        .select({
          day: adStatsDays.day,
          ...sums,
          raised: sql<boolean>`bool_or(${adStatsDays.raised})`,
          vip: sql<boolean>`bool_or(${adStatsDays.vip})`,
        })
        .from(adStatsDays)
        .where(and(eq(adStatsDays.sellerId, sellerId), gte(adStatsDays.day, from), lte(adStatsDays.day, to)))
        .groupBy(adStatsDays.day)
        .orderBy(adStatsDays.day);
    },

    /** A seller's `limit` most viewed ads of the period, with their names. */
    async sellerTop(sellerId: number, from: string, to: string, limit: number) {
      const top = db
        .select({
          productId: adStatsDays.productId,
          views: sums.views.as('views'),
          contacts: sums.contacts.as('contacts'),
        })
        .from(adStatsDays)
        .where(and(eq(adStatsDays.sellerId, sellerId), gte(adStatsDays.day, from), lte(adStatsDays.day, to)))
        .groupBy(adStatsDays.productId)
        .orderBy(desc(sums.views), desc(adStatsDays.productId))
        .limit(limit)
        .as('top');
      return db
        .select({ id: top.productId, name: products.name, views: top.views, contacts: top.contacts })
        .from(top)
        .innerJoin(products, eq(products.id, top.productId))
        .orderBy(desc(top.views), desc(top.productId));
    },

    /** Forgets the days before `day`. */
    async forgetBefore(day: string): Promise<number> {
      await db.delete(adStatsContacts).where(lt(adStatsContacts.day, day));
      const gone = await db
        .delete(adStatsDays)
        .where(lt(adStatsDays.day, day))
        .returning({ productId: adStatsDays.productId });
      return gone.length;
    },
  };
}
