import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Planned } from '../../db/planned.ts';
import {
  categories,
  cities,
  companies,
  products,
  productViews,
  subcategories,
  users,
} from '../../db/schema/index.ts';
import { sellerRating, sellerReviewsCount } from '../reviews/index.ts';
import { whereOf, type CityScope, type ProductOrder, type SearchCriteria, type WordsBy } from './criteria.ts';
import {
  cardColumns,
  cardImages,
  categorySlugOf,
  cityNameOf,
  productColumns,
  viewsOf,
} from './read-model.ts';
import { plannedRows } from './planned-rows.ts';
import { rankFloors } from './rank-floor.ts';
import { relevance } from './relevance.ts';
import { mixWindow, vipAdsBefore } from './vip-mix.ts';

/** Relevance ranking is applied to this many freshest matches (see `rankedPage`). */
const defaultRankWindow = 200;
/** Later than any ad's `search_rank`: the RUM index orders matches by their distance before it. */
const rankHorizon = '3000-01-01T00:00:00Z';
/**
 * A text search's statement running longer than this is stopped on a PostgreSQL server and answered 503
 * (record 0100): at a million ads the slowest take ~0.5 s, so one this long is a pathological query.
 */
const searchStatementTimeoutMs = 5000;
/**
 * Table pages a text search's bitmap scan asks the disk for ahead of reading them: a bounded count's
 * matches each sit on a page of their own: a thousand of them from a cold table took 290–540 ms read one
 * at a time, 145–240 ms read 64 ahead (bench/README.md).
 */
const searchReadAhead = 64;

export type ProductsRepository = ReturnType<typeof productsRepository>;
export type CardRow = Omit<Awaited<ReturnType<typeof cardsPage>>[number], 'counts'>;

/** Rows matching `criteria` in `scope`, counted up to `cap` (a scalar subquery). */
const cappedCount = (criteria: SearchCriteria, scope: CityScope, cap: number, wordsBy?: WordsBy) =>
  sql<number>`(select count(*)::int from (select 1 from ${products}
    where ${whereOf(criteria, scope, wordsBy)} limit ${cap}) matching)`;

/** Words through the RUM index's keys where it exists, else through the search document's GIN index. */
const wordsByOf = (ranked: boolean): WordsBy => (ranked ? 'keys' : 'document');

/** Whether a list is the newest ads with VIP ads mixed in: the default order, without words or a VIP filter. */
const mixesVip = (criteria: SearchCriteria, order: ProductOrder) =>
  order === 'default' && criteria.search === undefined && !criteria.vipOnly;

/**
 * One page of cards in the order asked (not the relevance order of a text search); `counts`, when
 * given, comes with every row.
 */
function cardsPage(
  q: Db,
  criteria: SearchCriteria,
  scope: CityScope,
  order: ProductOrder,
  offset: number,
  limit: number,
  counts: SQL<number[] | null> = sql`null`,
) {
  return q
    .select({ ...cardColumns, counts })
    .from(products)
    .innerJoin(cities, eq(cities.id, products.cityId))
    .where(whereOf(criteria, scope))
    .orderBy(...orderOf(order))
    .limit(limit)
    .offset(offset);
}

/** The SQL of reading ads: the two-list search and its totals, the ad page and its views (autocomplete: suggestions-repository.ts). */
export function productsRepository(db: Db, planned: Planned, { rankWindow = defaultRankWindow } = {}) {
  const floors = rankFloors(db);
  const estimate = plannedRows(db);

  /**
   * Default order of a text search: by relevance (see `relevance`: the words matched, a name that begins
   * with them, the kind named, the words in the name), VIP first among equally relevant ads, then the
   * newest. Ranking every match of a popular word costs ~0.3–1 s at a million ads, so only the freshest
   * `rankWindow` matches (VIP first) are ranked: on a server with the RUM index straight from it in rank
   * order (record 0173), else from every match the GIN index finds. Pages past the window widen it, so
   * their order may differ slightly (the client skips repeats).
   */
  async function rankedPage(
    criteria: SearchCriteria,
    search: string,
    scope: CityScope,
    offset: number,
    limit: number,
  ) {
    // The rank sits in the select list, which PostgreSQL computes after the LIMIT: for the window only.
    const rank = relevance(criteria, search);
    const window = Math.max(rankWindow, offset + limit);
    const ranked = await hasRankedIndex();
    // With the RUM index the window is read from it in rank order (record 0173), above a floor when the
    // list is large (record 0179); otherwise the GIN index finds every match and the newest are sorted out.
    const freshestFirst = ranked
      ? [sql`${products.searchRank} <=| ${rankHorizon}::timestamptz`]
      : orderOf('default');
    const wordsBy = wordsByOf(ranked);
    const floor = ranked ? await floors.floorFor(await estimate(criteria, scope), window) : undefined;
    const read = (rankFloor: string | undefined) =>
      withTextSearchPlan(
        async (q) => {
          const candidates = q
            .select({
              ...productColumns,
              rankedAt: products.rankedAt,
              numbersMatched: rank.numbersMatched.as('numbers_matched'),
              wordsMatched: rank.wordsMatched.as('words_matched'),
              leadsName: rank.leadsName.as('leads_name'),
              wordsNameKind: rank.wordsNameKind.as('words_name_kind'),
              namesKind: rank.namesKind.as('names_kind'),
              inName: rank.inName.as('in_name'),
              ownWords: rank.ownWords.as('own_words'),
            })
            .from(products)
            .where(
              and(
                whereOf(criteria, scope, wordsBy),
                rankFloor === undefined
                  ? undefined
                  : sql`${products.searchRank} >= ${rankFloor}::timestamptz`,
              ),
            )
            .orderBy(...freshestFirst)
            .limit(window)
            .as('candidates');
          // Written out: drizzle leaves a subquery's column unqualified inside a fragment when the statement has
          // one table, and a bare "id" in the pictures' subquery would be product_images' own.
          const windowColumn = (name: string) => sql.raw(`"candidates"."${name}"`);
          const rows = await q
            .select({
              ...candidates._.selectedFields,
              categorySlug: categorySlugOf(windowColumn('category_id')),
              cityName: cityNameOf(windowColumn('city_id')),
              images: cardImages(windowColumn('id')),
              // How many matches the window holds: all of them when fewer than its size (an exact total).
              // Counted out here, over the window, so the rank is still computed for the window's rows only.
              windowSize: sql<number>`(count(*) over ())::int`,
            })
            .from(candidates)
            .orderBy(
              desc(candidates.numbersMatched),
              desc(candidates.wordsMatched),
              desc(candidates.leadsName),
              desc(candidates.wordsNameKind),
              desc(candidates.namesKind),
              desc(candidates.inName),
              desc(candidates.isVip),
              desc(candidates.ownWords),
              desc(candidates.rankedAt),
              desc(candidates.id),
            )
            .limit(limit)
            .offset(offset);
          const windowSize = rows[0]?.windowSize ?? 0;
          return { rows, windowSize };
        },
        ranked ? 'enable_bitmapscan' : 'enable_indexscan',
      );
    let { rows, windowSize } = await read(floor);
    // Fewer matches above the floor than the window holds: the freshest are not all above it.
    if (floor !== undefined && windowSize < window) ({ rows, windowSize } = await read(undefined));
    return { rows, matching: windowSize > 0 && windowSize < window ? windowSize : undefined };
  }

  /**
   * Runs a statement of a text search within its timeout, with one kind of scan off. By default plain
   * index scans: PostgreSQL expects a word to be rarer than it is and walks an ordered index testing every
   * row (half a second for a common word at a million ads); the full-text or trigram GIN index finds all
   * matches in a few milliseconds. Reading the RUM index in rank order, bitmap scans instead: misjudging
   * words × city by 10×, the planner would collect every match in a bitmap and sort them (record 0173).
   */
  function withTextSearchPlan<T>(
    run: (q: Db) => Promise<T>,
    scansOff: 'enable_indexscan' | 'enable_bitmapscan' = 'enable_indexscan',
  ): Promise<T> {
    return planned(
      {
        [scansOff]: 'off',
        statement_timeout: String(searchStatementTimeoutMs),
        effective_io_concurrency: String(searchReadAhead),
      },
      run,
    );
  }

  let rankedIndex: Promise<boolean> | undefined;
  /** Whether migration 0032 could create the RUM index here (a PostgreSQL server with the extension). */
  function hasRankedIndex(): Promise<boolean> {
    rankedIndex ??= db
      .execute(sql`select to_regclass('products_active_search_rum_idx') is not null as present`)
      .then((result) => rowsOf<{ present: boolean }>(result)[0]?.present === true);
    rankedIndex.catch(() => (rankedIndex = undefined));
    return rankedIndex;
  }

  const planFor = <T>(criteria: SearchCriteria, run: (q: Db) => Promise<T>): Promise<T> =>
    criteria.search === undefined ? run(db) : withTextSearchPlan(run);

  /**
   * A window of a list without words in its default order: the newest ads with VIP ads mixed in
   * (vip-mix.ts). What came before `offset` is counted up to `offset` for each kind, then each kind's
   * rows are read from where it stands. `counts` is asked with the other ads' page only (once, not twice),
   * and comes back with it; none when that page is empty.
   */
  async function vipMixedPage(
    criteria: SearchCriteria,
    scope: CityScope,
    offset: number,
    limit: number,
    counts?: SQL<number[] | null>,
  ) {
    const vip: SearchCriteria = { ...criteria, vipOnly: true };
    const others: SearchCriteria = { ...criteria, withoutVip: true };
    let vipBefore = 0;
    if (offset > 0) {
      const [row] = rowsOf<{ vip: number; others: number }>(
        await db.execute(
          sql`select ${cappedCount(vip, scope, offset)} as vip, ${cappedCount(others, scope, offset)} as others`,
        ),
      );
      vipBefore = vipAdsBefore(offset, row?.vip ?? 0, row?.others ?? 0);
    }
    const [vipRows, otherRows] = await Promise.all([
      cardsPage(db, vip, scope, 'default', vipBefore, limit),
      cardsPage(db, others, scope, 'default', offset - vipBefore, limit, counts),
    ]);
    return { rows: mixWindow(offset, limit, vipRows, otherRows), counts: otherRows[0]?.counts ?? undefined };
  }

  return {
    /**
     * One page of ads in the order asked; `matching` is how many ads match in all when the statement
     * learnt it on the way (a relevance window that was not full).
     */
    async page(
      criteria: SearchCriteria,
      scope: CityScope,
      order: ProductOrder,
      offset: number,
      limit: number,
    ): Promise<{ rows: CardRow[]; matching?: number }> {
      if (order === 'default' && criteria.search !== undefined) {
        return rankedPage(criteria, criteria.search, scope, offset, limit);
      }
      if (mixesVip(criteria, order))
        return { rows: (await vipMixedPage(criteria, scope, offset, limit)).rows };
      const rows = await planFor(criteria, (q) => cardsPage(q, criteria, scope, order, offset, limit));
      return { rows };
    },

    /**
     * Without words: one page, and the matching rows of each of `counted` counted up to `cap`, in one
     * statement (the counts come with each row, so a page past the end gives none).
     */
    async pageAndCounts(
      criteria: SearchCriteria,
      scope: CityScope,
      order: ProductOrder,
      offset: number,
      limit: number,
      counted: { scopes: CityScope[]; cap: number },
    ): Promise<{ rows: CardRow[]; counts?: number[] }> {
      const counts = sql<number[]>`array[${sql.join(
        counted.scopes.map((countedScope) => cappedCount(criteria, countedScope, counted.cap)),
        sql`, `,
      )}]`;
      if (mixesVip(criteria, order)) return vipMixedPage(criteria, scope, offset, limit, counts);
      const rows = await cardsPage(db, criteria, scope, order, offset, limit, counts);
      return { rows, counts: rows[0]?.counts ?? undefined };
    },

    estimate,

    /**
     * Matching rows in each scope, counted up to `cap`, in one statement: a bounded count stops
     * reading the index after `cap` rows, so a broad search over a million ads costs the same as a
     * narrow one.
     */
    async countsUpTo(criteria: SearchCriteria, scopes: CityScope[], cap: number): Promise<number[]> {
      // Words in chosen cities are counted from their city keys where the RUM index has them: a bitmap of the
      // city's matches, not of the word's in all of Russia intersected with the city's ads.
      const wordsBy = wordsByOf(await hasRankedIndex());
      const counts = scopes.map(
        (scope, i) => sql`${cappedCount(criteria, scope, cap, wordsBy)} as ${sql.identifier(`n${i}`)}`,
      );
      const [row] = await planFor(criteria, async (q) =>
        rowsOf<Record<string, number>>(await q.execute(sql`select ${sql.join(counts, sql`, `)}`)),
      );
      return scopes.map((_, i) => row?.[`n${i}`] ?? 0);
    },

    /** Adds batched view counts: one statement for every ad viewed since the last flush. */
    async addViews(increments: Map<number, number>, q: Db = db): Promise<void> {
      if (increments.size === 0) return;
      const rows = sql.join(
        [...increments].map(([id, n]) => sql`(${id}::bigint, ${n}::int)`),
        sql`, `,
      );
      // Views of an ad deleted since are dropped by the join.
      await q.execute(
        sql`insert into ${productViews} (product_id, views)
          select v.id, v.n from (values ${rows}) as v(id, n) join ${products} on ${products.id} = v.id
          on conflict (product_id) do update set views = ${productViews.views} + excluded.views`,
      );
    },

    /** The ad page's row: an active ad only, unless `anyStatus` (the owner's edit form, `modules/ads`). */
    async detail(id: number, { anyStatus = false }: { anyStatus?: boolean } = {}) {
      const [row] = await db
        .select({
          ...cardColumns,
          description: products.description,
          address: products.address,
          latitude: products.latitude,
          longitude: products.longitude,
          views: viewsOf(products.id),
          attributes: products.attributes,
          deliveryAvailable: products.deliveryAvailable,
          parcelSize: products.parcelSize,
          weightGrams: products.weightGrams,
          handoverInPerson: products.handoverInPerson,
          categoryName: categories.name,
          subcategoryName: subcategories.name,
          city: {
            id: cities.id,
            name: cities.name,
            region: cities.region,
            latitude: cities.latitude,
            longitude: cities.longitude,
            population: cities.population,
          },
          seller: {
            id: users.id,
            name: users.name,
            profilePhotoUrl: users.profilePhotoUrl,
            createdAt: users.createdAt,
            companyName: companies.name,
            rating: sellerRating(users.id),
            reviewsCount: sellerReviewsCount(users.id),
            allowsCalls: users.allowCalls,
          },
        })
        .from(products)
        .innerJoin(cities, eq(cities.id, products.cityId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .innerJoin(users, eq(users.id, products.userId))
        .leftJoin(companies, eq(companies.userId, products.userId))
        .where(and(eq(products.id, id), anyStatus ? undefined : eq(products.status, 'active')));
      return row;
    },

    async activeAdsOf(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(and(eq(products.userId, userId), eq(products.status, 'active')));
      return row?.total ?? 0;
    },
  };
}

function orderOf(order: ProductOrder): SQL[] {
  switch (order) {
    case 'price':
      return [asc(products.priceKopecks), asc(products.id)];
    // The price indexes on (price_kopecks, id) are read backwards.
    case 'price_desc':
      return [desc(products.priceKopecks), desc(products.id)];
    case 'created_at':
      return [desc(products.createdAt), desc(products.id)];
    case 'default':
      return [desc(products.isVip), desc(products.rankedAt), desc(products.id)];
  }
}
