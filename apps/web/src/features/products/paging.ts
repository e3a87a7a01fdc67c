import type { ListTotal, ProductCard, ProductList, ProductsReply } from '@mp/contract';

type Pagination = ProductList['pagination'];

/**
 * Which page of each list to ask for (spec §4 «Product list paging»). Without `other_page` the server
 * starts the other cities' list on the city list's last page, and reads none of it before.
 */
export interface PageParam {
  in_cities_page: number;
  other_page?: number;
}

export const firstPage: PageParam = { in_cities_page: 1 };

export interface ProductFeed {
  inCities: ProductCard[];
  other: ProductCard[];
  /** Ads matching the filters in both lists, from the latest reply. */
  total: number;
  /** Whether `total` is the server's estimate of a broad search rather than a count. */
  estimated: boolean;
  /** Of them, the ads in the selected cities (all of them without a city). */
  inCitiesTotal: ListTotal;
  /** A list stops at its deepest page before its total: the end of the feed says so. */
  cut: boolean;
  /** What the server searched instead of the typed text (a typo, the wrong layout). */
  searchedAs?: string;
}

export const emptyFeed: ProductFeed = {
  inCities: [],
  other: [],
  total: 0,
  estimated: false,
  inCitiesTotal: { count: 0, estimated: false },
  cut: false,
};

const citiesExhausted = (reply: ProductsReply) =>
  reply.products_in_selected_cities.pagination.current_page >=
  reply.products_in_selected_cities.pagination.last_page;

/**
 * The page after `reply`: city-matched pages first; the other list moves on only once the city pages
 * are exhausted. Undefined when both lists are done.
 */
export function nextPageParam(reply: ProductsReply, requested: PageParam): PageParam | undefined {
  const cities = reply.products_in_selected_cities.pagination;
  if (cities.current_page < cities.last_page) {
    return { ...requested, in_cities_page: cities.current_page + 1 };
  }
  const other = reply.other_products.pagination;
  if (other.current_page < other.last_page) {
    return { in_cities_page: requested.in_cities_page, other_page: other.current_page + 1 };
  }
  return undefined;
}

function appendNew(list: ProductCard[], incoming: ProductCard[], seen: Set<number>): ProductCard[] {
  const fresh = incoming.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
  return fresh.length > 0 ? [...list, ...fresh] : list;
}

/**
 * Folds one reply into the feed. A first page replaces the lists; a later page appends, skipping ids
 * already shown (a page repeated while the other list pages on, or ads shifted by new ones). Other
 * products are only shown after the city pages are exhausted, so they never sit above city ads
 * still to come.
 */
export function applyPage(feed: ProductFeed, reply: ProductsReply, isFirst: boolean): ProductFeed {
  const base = isFirst ? emptyFeed : feed;
  const seen = new Set([...base.inCities, ...base.other].map((product) => product.id));
  const inCities = appendNew(base.inCities, reply.products_in_selected_cities.data, seen);
  const other = citiesExhausted(reply) ? appendNew(base.other, reply.other_products.data, seen) : base.other;
  const cities = reply.products_in_selected_cities.pagination;
  const others = reply.other_products.pagination;
  const cutShort = (list: Pagination) => list.total > list.last_page * list.per_page;
  return {
    inCities,
    other,
    total: cities.total + others.total,
    estimated: cities.estimated === true || others.estimated === true,
    inCitiesTotal: { count: cities.total, estimated: cities.estimated === true },
    cut: cutShort(cities) || cutShort(others),
    searchedAs: reply.searched_as,
  };
}

/** The whole feed of an infinite query's pages, in order. */
export function mergePages(pages: readonly ProductsReply[]): ProductFeed {
  return pages.reduce<ProductFeed>((feed, reply, index) => applyPage(feed, reply, index === 0), emptyFeed);
}
