import {
  limits,
  messages,
  type AuthUser,
  type FilterType,
  type ProductCard,
  type ProductDetail,
  type ProductList,
  type ProductsQuery,
  type ProductsReply,
  type ListTotal,
  type Period,
  parseRangeValue,
} from '@mp/contract';
import { notFound } from '../../http/errors.ts';
import { offsetOf, paginationOf } from '../../http/pagination.ts';
import type { Slots } from '../../platform/slots.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { QueryMeaning, SearchService } from '../search/index.ts';
import type { AttributeCondition, CityScope, ProductOrder, SearchCriteria } from './criteria.ts';
import type { ProductChanges } from './product-changes.ts';
import { productPages } from './product-pages.ts';
import { rememberPromise, TtlCache } from '../../platform/ttl-cache.ts';
import type { ViewCounter } from './view-counter.ts';
import { kopecks, toCard, toDetail } from './present.ts';
import type { CardRow, ProductsRepository } from './repository.ts';
import { productSuggestions } from './suggestions.ts';
import type { SuggestionsRepository } from './suggestions-repository.ts';
import { exactCountCap, listTotals } from './totals.ts';

/** A list pages this deep (`limits.productsDeepest`); a deep offset costs as much as the rows before it. */
const deepestAd = limits.productsDeepest;
const periodHours: Record<Period, number | undefined> = { '24h': 24, '7d': 7 * 24, all: undefined };
const truthy = new Set(['1', 'true']);

/** A list's pagination: no deeper than `deepestAd`, the total marked when it is an estimate. */
function listPagination(page: number, total: ListTotal): ProductList['pagination'] {
  const counted = paginationOf(page, limits.productsPerPage, total.count);
  const lastPage = Math.min(counted.last_page, deepestAd / limits.productsPerPage);
  return { ...counted, last_page: lastPage, ...(total.estimated ? { estimated: true } : {}) };
}

export type ProductsService = ReturnType<typeof productsService>;

/** Reads `limit` rows of a list from `offset`; `matching` when the statement learnt the total. */
type PageReader = (offset: number, limit: number) => Promise<{ rows: CardRow[]; matching?: number }>;

export interface ProductsDeps {
  repository: ProductsRepository;
  /** Autocomplete's SQL. */
  suggestions: SuggestionsRepository;
  /** The filters, from memory. */
  catalog: Pick<CatalogService, 'filterTypes' | 'filtersOf' | 'subcategoryIdsOf'>;
  blocks: BlocksService;
  /** Reads typed queries: typos, keyboard layout, brand names. */
  search: SearchService;
  /** A changed ad drops its cached page. */
  changes: ProductChanges;
  views: ViewCounter;
  /**
   * How long a guest's text search is answered from memory (0: never): what people search repeats, and
   * a new ad shows up in searches within this time. A changed ad drops every kept search.
   */
  searchCacheMs: number;
  /** Searches, lists and autocomplete run through it: a few at once on the embedded database (record 0100). */
  heavyReads: Pick<Slots, 'run'>;
}

/** The public side of ads: search, autocomplete, the ad page (cached) and sellers' ads. */
export function productsService({
  repository,
  suggestions,
  catalog,
  blocks,
  search,
  changes,
  views,
  searchCacheMs,
  heavyReads,
}: ProductsDeps) {
  const searchCache = new TtlCache<string, Promise<ProductsReply>>(2_000, Math.max(searchCacheMs, 1));
  const { totalsOf, totalOf, estimatedTotals, totalsWith } = listTotals(repository);
  const { autocomplete } = productSuggestions({ repository: suggestions, blocks, search, heavyReads });

  /**
   * One page of one list, its cards' pictures with its rows; `total` is asked only when the rows do not
   * tell it (a full page); `read` reads the rows another way.
   */
  async function list(
    criteria: SearchCriteria,
    scope: CityScope,
    order: ProductOrder,
    page: number,
    total: () => Promise<ListTotal> = () => totalOf(criteria, scope),
    read: PageReader = (offset, limit) => repository.page(criteria, scope, order, offset, limit),
  ): Promise<ProductList> {
    const perPage = limits.productsPerPage;
    const offset = offsetOf(page, perPage);
    const limit = Math.min(perPage, deepestAd - offset);
    const { rows, matching } = limit > 0 ? await read(offset, limit) : { rows: [] };
    // A page that is not full (and not past the end) tells the total without counting.
    const known: ListTotal =
      matching !== undefined
        ? { count: matching, estimated: false }
        : rows.length < perPage && (rows.length > 0 || offset === 0)
          ? { count: offset + rows.length, estimated: false }
          : await total();
    return { data: cards(rows), pagination: listPagination(page, known) };
  }

  /**
   * Spec §4: the first list holds matching ads in the chosen cities, the second matching ads
   * elsewhere, each paged on its own. The web shows the second after the first's last page: without
   * `other_page` it starts there, and until then it has not started (page 0: its total, no ads, its
   * rows not read); an `other_page` asked for is answered at once (record 0105). Without a chosen
   * city everything is in the first list.
   */
  async function twoLists(criteria: SearchCriteria, query: ProductsQuery): Promise<ProductsReply> {
    const order: ProductOrder = query.sort ?? 'default';
    if (query.city_ids.length === 0) {
      const otherPage = query.other_page ?? 1;
      return {
        products_in_selected_cities: await list(criteria, { kind: 'all' }, order, query.in_cities_page),
        other_products: { data: [], pagination: paginationOf(otherPage, limits.productsPerPage, 0) },
      };
    }
    const chosen: CityScope = { kind: 'in', ids: query.city_ids };
    const elsewhere: CityScope = { kind: 'notIn', ids: query.city_ids };
    // With words each total is asked only if its list's page does not tell it: the other cities' page
    // is read once the chosen cities' list is done, and its relevance window usually counts it. A chosen
    // cities' page that does not tell its total is full, so almost always not their last: the other cities'
    // list then shows its total only, and both totals are counted in one statement.
    let othersTotal = () => totalOf(criteria, elsewhere);
    let inCities: ProductList;
    if (criteria.search === undefined) {
      const [chosenList, counted] = await countedTogether(
        criteria,
        chosen,
        elsewhere,
        order,
        query.in_cities_page,
      );
      inCities = chosenList;
      othersTotal = async () => counted;
    } else {
      inCities = await list(criteria, chosen, order, query.in_cities_page, async () => {
        const totals = totalsOf(criteria, [chosen, elsewhere]);
        othersTotal = async () => (await totals)[1]!;
        return (await totals)[0]!;
      });
    }
    const citiesDone = inCities.pagination.current_page >= inCities.pagination.last_page;
    const otherPage = query.other_page ?? (citiesDone ? 1 : undefined);
    const others: ProductList =
      otherPage === undefined
        ? { data: [], pagination: listPagination(0, await othersTotal()) }
        : await list(criteria, elsewhere, order, otherPage, () => othersTotal());
    return { products_in_selected_cities: inCities, other_products: others };
  }

  /**
   * Without words: the chosen cities' page and both lists' totals. A list the planner expects to be large
   * has its estimate for a total; the others are counted in the page's statement, and on their own only
   * when the page has no row to carry the counts.
   */
  async function countedTogether(
    criteria: SearchCriteria,
    chosen: CityScope,
    elsewhere: CityScope,
    order: ProductOrder,
    page: number,
  ): Promise<[ProductList, ListTotal]> {
    const scopes = [chosen, elsewhere];
    const known = await estimatedTotals(criteria, scopes);
    const toCount = scopes.filter((_, i) => known[i] === undefined);
    let counts: number[] | undefined = toCount.length === 0 ? [] : undefined;
    let totals: Promise<ListTotal[]> | undefined;
    const bothTotals = () =>
      (totals ??= counts ? totalsWith(criteria, scopes, known, counts) : totalsOf(criteria, scopes));
    const readWithCounts: PageReader = async (offset, limit) => {
      if (toCount.length === 0) return repository.page(criteria, chosen, order, offset, limit);
      const read = await repository.pageAndCounts(criteria, chosen, order, offset, limit, {
        scopes: toCount,
        cap: exactCountCap,
      });
      counts = read.counts;
      return read;
    };
    const inCities = await list(
      criteria,
      chosen,
      order,
      page,
      async () => (await bothTotals())[0]!,
      readWithCounts,
    );
    return [inCities, (await bothTotals())[1]!];
  }

  /** A query's criteria, its text read as meant (unless `exact`), and what was searched instead of it. */
  async function criteriaOf(
    query: ProductsQuery,
    viewer: Pick<AuthUser, 'id'> | undefined,
  ): Promise<{ criteria: SearchCriteria; searchedAs?: string }> {
    const scope = { categoryId: query.category_id, subcategoryId: query.subcategory_id };
    const [types, reading] = await Promise.all([
      catalog.filterTypes(Object.keys(query.filters), scope),
      query.search === undefined || query.exact ? undefined : search.read(query.search),
    ]);
    const criteria: SearchCriteria = {
      categoryId: query.category_id,
      subcategoryId: query.subcategory_id,
      search: reading?.text ?? query.search,
      ...(reading?.meaning && {
        meaning: reading.meaning,
        namedSubcategoryIds: await namedSubcategories(reading.meaning),
      }),
      vipOnly: query.vip === true,
      priceFromKopecks: query.price_from === undefined ? undefined : kopecks(query.price_from),
      priceToKopecks: query.price_to === undefined ? undefined : kopecks(query.price_to),
      withinHours: periodHours[query.period],
      condition: query.ad_status,
      sellerType: query.seller_type,
      attributes: [...types].flatMap(([name, type]) =>
        attributeCondition(name, type, query.filters[name] ?? []),
      ),
      hiddenForViewer: await blocks.hidingViewer(viewer),
    };
    return { criteria, searchedAs: reading?.searchedAs };
  }

  /** The subcategories each word of a search names by the vocabulary, as ids (words naming none left out). */
  async function namedSubcategories(meaning: QueryMeaning): Promise<number[][]> {
    const named = await Promise.all(
      meaning.words.map((word) => catalog.subcategoryIdsOf(word.subcategories)),
    );
    return named.filter((ids) => ids.length > 0);
  }

  /** Several words none of which all the ads have: the ads with most of them instead. */
  const anyWordOf = (criteria: SearchCriteria): SearchCriteria | undefined =>
    criteria.search !== undefined && /[\p{L}\p{N}]+[^\p{L}\p{N}]+[\p{L}\p{N}]/u.test(criteria.search)
      ? { ...criteria, searchAnyWord: true }
      : undefined;

  /** The ad page's data. Drafts, sold and archived ads are not public (save to their owner: `anyStatus`). */
  async function detail(id: number, anyStatus = false): Promise<ProductDetail> {
    const row = await repository.detail(id, { anyStatus });
    if (!row) throw notFound(messages.productNotFound);
    const [filters, activeAds] = await Promise.all([
      catalog.filtersOf(row.subcategoryId),
      repository.activeAdsOf(row.seller.id),
    ]);
    return toDetail(row, filters, activeAds);
  }

  /** The first list's total of `search()` without fetching a page: counted while cheap, else estimated. */
  async function inCitiesTotalNow(query: ProductsQuery): Promise<ListTotal> {
    const { criteria } = await criteriaOf(query, undefined);
    const inCities: CityScope =
      query.city_ids.length === 0 ? { kind: 'all' } : { kind: 'in', ids: query.city_ids };
    const total = await totalOf(criteria, inCities);
    const anyWord = anyWordOf(criteria);
    if (total.count > 0 || anyWord === undefined) return total;
    // search() looks for ads with some of the words only when neither list has all of them.
    if (query.city_ids.length > 0) {
      const [elsewhere] = await repository.countsUpTo(criteria, [{ kind: 'notIn', ids: query.city_ids }], 1);
      if (elsewhere! > 0) return total;
    }
    return totalOf(anyWord, inCities);
  }

  /**
   * The two lists of spec §4 for the query as read (`searched_as` when that is not as typed); when no
   * ad has all the words, the ads with most of them.
   */
  async function searchNow(query: ProductsQuery, viewer?: AuthUser): Promise<ProductsReply> {
    const { criteria, searchedAs } = await criteriaOf(query, viewer);
    let reply = await twoLists(criteria, query);
    const nothing =
      reply.products_in_selected_cities.pagination.total + reply.other_products.pagination.total === 0;
    const anyWord = anyWordOf(criteria);
    if (nothing && anyWord !== undefined) reply = await twoLists(anyWord, query);
    return searchedAs === undefined ? reply : { ...reply, searched_as: searchedAs };
  }

  const pages = productPages((id) => detail(id));
  changes.listen((id) => {
    pages.forget(id);
    searchCache.clear();
  });

  /** Cards of ad rows (read by any module with `cardColumns`), their pictures fetched in one query. */
  const cards = (rows: CardRow[]): ProductCard[] => rows.map(toCard);

  return {
    cards,

    /** The search filters of a query as criteria (also the map's, `modules/map`). */
    criteria: async (query: ProductsQuery, viewer?: AuthUser): Promise<SearchCriteria> =>
      (await criteriaOf(query, viewer)).criteria,

    /**
     * The two lists of spec §4, for the query as read (`searched_as` when that is not as typed); when
     * no ad has all the words, the ads with most of them. A viewer who has blocked someone does not
     * see the blocked sellers' ads.
     */
    async search(query: ProductsQuery, viewer?: AuthUser): Promise<ProductsReply> {
      if (query.search === undefined || viewer !== undefined || searchCacheMs === 0) {
        return heavyReads.run(() => searchNow(query, viewer));
      }
      // The same query from many guests is answered once per `searchCacheMs` (a failed one is not kept).
      const key = JSON.stringify({ ...query, city_ids: [...query.city_ids].sort((a, b) => a - b) });
      return rememberPromise(searchCache, key, () => heavyReads.run(() => searchNow(query)));
    },

    /** How many ads a search shows in its cities (all of Russia without one), as a guest sees them. */
    inCitiesTotal: (query: ProductsQuery): Promise<ListTotal> =>
      heavyReads.run(() => inCitiesTotalNow(query)),

    /**
     * How many ads of a search's cities (all of Russia without one) were placed after the ad `afterId`
     * (and up to `upToId`), counted up to `cap`, as the viewer sees them: the new ads of a saved search.
     * Ads with all the words only (no most-words fallback): a new ad with one word of three is not news.
     */
    async countArrived(
      query: ProductsQuery,
      ids: { afterId: number; upToId?: number },
      cap: number,
      viewer?: Pick<AuthUser, 'id'>,
    ): Promise<number> {
      const { criteria } = await criteriaOf(query, viewer);
      const scope: CityScope =
        query.city_ids.length === 0 ? { kind: 'all' } : { kind: 'in', ids: query.city_ids };
      const [count] = await repository.countsUpTo({ ...criteria, ...ids }, [scope], cap);
      return count!;
    },

    /**
     * A visit of the ad page: its ready JSON (cached until the ad changes), and a view of `visitor` (once a
     * day; none for `null`, a robot).
     */
    async visitPage(id: number, visitor: string | null): Promise<Buffer> {
      const json = await pages.get(id);
      if (visitor !== null) views.record(id, visitor);
      return json;
    },

    /** Writes the views this instance has counted and not written yet (a seller's statistics include them). */
    writeViews: (): Promise<void> => views.flush(),

    /** The ad page's data, from the same cache (the page head search engines read). */
    pageDetail: async (id: number): Promise<ProductDetail> =>
      (JSON.parse((await pages.get(id)).toString()) as { data: ProductDetail }).data,

    /** One page of a seller's active ads, newest first, as cards (their public page). */
    async sellerAds(sellerId: number, page: number): Promise<ProductList> {
      const criteria: SearchCriteria = { vipOnly: false, attributes: [], sellerId };
      return list(criteria, { kind: 'all' }, 'created_at', page);
    },

    /** The ad page's data of an ad in any state, not cached: what its owner sees (`modules/ads`). */
    detailInAnyState: (id: number): Promise<ProductDetail> => detail(id, true),

    /** Autocomplete: up to 10 ads by name, one per distinct name. */
    autocomplete,

    /** How many active ads a seller has. */
    activeAdsOf: (sellerId: number): Promise<number> => repository.activeAdsOf(sellerId),
  };
}

/**
 * `filter[name]` values by the filter's type: select → any of the options; checkbox → «1»/«true»
 * requires the feature (anything else leaves it open); range → «from-to», «from-», «-to» or one
 * number. A value of the wrong form is ignored like an unknown filter name.
 */
export function attributeCondition(name: string, type: FilterType, values: string[]): AttributeCondition[] {
  switch (type) {
    case 'select':
      return values.length > 0 ? [{ kind: 'oneOf', name, values }] : [];
    case 'checkbox':
      return values.some((value) => truthy.has(value)) ? [{ kind: 'oneOf', name, values: [true] }] : [];
    case 'range': {
      const range = parseRangeValue(values[0] ?? '');
      return range === undefined ? [] : [{ kind: 'range', name, from: range.from, to: range.to }];
    }
  }
}
