// What the bench asks of the server: one scenario per kind of page, each a pool of realistic request
// paths built from the generated catalogue, and the budgets the design sets for them.
import type { Dataset } from './dataset.ts';
import type { Measurement } from './load.ts';

/** What a scenario must reach, set for 1,000,000 ads (`--budget-factor` allows more for a larger catalogue). */
export interface Budget {
  p99Below?: number;
  requestsPerSecondAtLeast?: number;
  /** The share of the bare route's requests a second, in the same run. */
  shareOfBareAtLeast?: number;
}

/** The budget as read in the report, `factor` times as loose: «p99 < 100 ms, >= 200 req/s». */
export function budgetText(budget: Budget, factor = 1): string {
  const parts = [
    budget.p99Below !== undefined && `p99 < ${budget.p99Below * factor} ms`,
    budget.requestsPerSecondAtLeast !== undefined &&
      `>= ${Math.round(budget.requestsPerSecondAtLeast / factor)} req/s`,
    budget.shareOfBareAtLeast !== undefined &&
      `>= ${Math.round((budget.shareOfBareAtLeast / factor) * 100)}% of bare req/s`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** Whether `m` meets the budget `factor` times as loose; `bare` is the bare route's measurement of the same run. */
export function budgetMet(
  budget: Budget,
  m: Measurement,
  bare: Measurement | undefined,
  factor = 1,
): boolean {
  const { p99Below, requestsPerSecondAtLeast, shareOfBareAtLeast } = budget;
  if (p99Below !== undefined && !(m.latencyP99 < p99Below * factor)) return false;
  if (requestsPerSecondAtLeast !== undefined && m.requestsPerSecond < requestsPerSecondAtLeast / factor)
    return false;
  if (shareOfBareAtLeast !== undefined) {
    return (
      bare !== undefined && m.requestsPerSecond >= (shareOfBareAtLeast / factor) * bare.requestsPerSecond
    );
  }
  return true;
}

interface ScenarioBase {
  name: string;
  title: string;
  budget?: Budget;
  /** Request every path once before measuring (a page cache in steady state). */
  warmEveryPath?: boolean;
  /** Against a second server whose search cache is off: the uncached twin of a cached scenario. */
  searchCacheOff?: boolean;
}

/** Ads published at once, each with `picturesPerAd` hostile pictures (lib/publish.ts), one per connection. */
export interface PublishingStorm {
  picturesPerAd: number;
  connections: number;
}

/**
 * The pool of paths of a scenario, each request taking one at random; or, for publishing, one
 * multipart `POST /api/products` with `photos` pictures sent again and again by a signed-in seller; or
 * the stored pictures of ads the bench published, read alone or during a publishing storm.
 */
export type Scenario =
  | (ScenarioBase & { target: 'bare'; paths(): string[] })
  | (ScenarioBase & { target: 'app'; paths(ds: Dataset): string[] })
  | (ScenarioBase & { target: 'app'; publish: { photos: number; maxConnections: number } })
  | (ScenarioBase & { target: 'app'; pictures: { storm?: PublishingStorm } })
  | (ScenarioBase & { target: 'app'; stats: { days: 7 | 30 | 90 } });

/** Ads whose pictures (3 each, as card and full size: 60 files) the picture scenarios read. */
export const pictureAds = 10;

/** Ads of the bench's seller whose statistics `ad-stats` reads. */
export const statsAds = 20;

/** Publishing converts every picture with sharp (CPU-bound): fewer connections than the reads. */
export const publishConnections = 4;

/** Ads of the cached product scenario; the rest of the sample serves first views. */
const cachedPoolSize = 5_000;

const words = (text: string): string[] => text.trim().split(/\s+/);

/** Realistic prefixes typed into the search box (autocomplete starts at 2 characters). */
export const autocompletePrefixes = words(`
  айф велос куртк диван toyota ноутб холод коляс кросс телев
  смарт шкаф plays samsu пылес стирал самок шин детск плать
`);

/** Whole words people search for. */
export const searchWords = words(`
  велосипед диван куртка ноутбук iphone холодильник коляска кроссовки
  телевизор шкаф toyota playstation пылесос самокат платье шины
`);

/** Several words, as people narrow a search. */
export const multiWordQueries = [
  'велосипед горный',
  'велосипед детский',
  'куртка зимняя',
  'ноутбук игровой',
  'iphone 13',
  'коляска прогулочная',
  'кроссовки nike',
  'телевизор samsung',
  'toyota camry',
  'пылесос робот',
  'шины зимние',
  'диван угловой',
];

/** Typed with a letter left out, doubled, swapped or misheard, in Cyrillic for a brand, or in the other layout. */
export const misspeltQueries = words(`
  велсипед дивна кутрка ноутбк айфон холодилник каляска кросовки
  телевизар шкав тойота плейстейшен пылесас самакат платя шыны ntktdbpjh lbdfy
`);

/** Query string with literal `[]` keys (as the web client sends them) and encoded values. */
export function query(params: [string, string | number][]): string {
  return params.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
}

/** A text search in a city, as the search page asks for it. */
const searchPath = (text: string, cityId: number, page = 1) =>
  `/api/products?${query([
    ['search', text],
    ['city_id[]', cityId],
    ['in_cities_page', page],
  ])}`;

/** Issue 12: a text search with a city at 10 connections on 2 cores. */
const searchBudget: Budget = { p99Below: 100, requestsPerSecondAtLeast: 300 };
/** Issue 30: the same search when nobody made it in the last 30 seconds (no cache helps). */
const uncachedSearchBudget: Budget = { p99Below: 100, requestsPerSecondAtLeast: 200 };
const mapBudget: Budget = { p99Below: 100 };

const cross = <A, B>(as: A[], bs: B[]): [A, B][] => as.flatMap((a) => bs.map((b): [A, B] => [a, b]));
const pages = [1, 2, 3, 4, 5];

/** Each category's feed in the big city, pages 1-5 as the web asks them (the other list after the city's). */
export const feedPaths = (ds: Dataset): string[] =>
  cross(ds.categoryIds, pages).map(
    ([category, page]) =>
      `/api/products?${query([
        ['category_id', category],
        ['city_id[]', ds.bigCity.id],
        ['in_cities_page', page],
      ])}`,
  );

/**
 * Every word, typo and phrase in each of the 20 busiest cities, pages 1-3: far more paths than requests,
 * so nearly every request misses the search cache.
 */
export const searchTailPaths = (ds: Dataset): string[] =>
  cross([...searchWords, ...multiWordQueries, ...misspeltQueries], ds.busyCityIds).flatMap(([text, city]) =>
    [1, 2, 3].map((page) => searchPath(text, city, page)),
  );

export const scenarios: Scenario[] = [
  {
    name: 'bare',
    title: 'bare Fastify route',
    target: 'bare',
    paths: () => ['/bare'],
  },
  {
    name: 'product-cold',
    title: 'product page, first views',
    target: 'app',
    // Ids the warm scenario below never asks for, so every first request misses the page cache.
    paths: (ds) => ds.productIds.slice(cachedPoolSize).map((id) => `/api/products/${id}`),
  },
  {
    name: 'product',
    title: 'product page, cached',
    target: 'app',
    warmEveryPath: true,
    paths: (ds) => ds.productIds.slice(0, cachedPoolSize).map((id) => `/api/products/${id}`),
    budget: { shareOfBareAtLeast: 0.5 },
  },
  {
    name: 'autocomplete',
    title: 'autocomplete, popular beginnings',
    target: 'app',
    paths: (ds) =>
      autocompletePrefixes.map(
        (q) =>
          `/api/products/autocomplete?${query([
            ['q', q],
            ['city_id[]', ds.bigCity.id],
          ])}`,
      ),
    budget: { p99Below: 20 },
  },
  {
    name: 'autocomplete-tail',
    title: 'autocomplete, long tail (mostly uncached)',
    target: 'app',
    paths: (ds) =>
      ds.typedPrefixes.flatMap((q) => [
        `/api/products/autocomplete?${query([['q', q]])}`,
        `/api/products/autocomplete?${query([
          ['q', q],
          ['city_id[]', ds.bigCity.id],
        ])}`,
      ]),
    budget: { p99Below: 20 },
  },
  {
    name: 'search',
    title: 'full-text search',
    target: 'app',
    paths: (ds) => searchWords.map((word) => searchPath(word, ds.bigCity.id)),
    budget: searchBudget,
  },
  {
    name: 'search-typos',
    title: 'search, several words and typos',
    target: 'app',
    paths: (ds) => [...multiWordQueries, ...misspeltQueries].map((text) => searchPath(text, ds.bigCity.id)),
    budget: searchBudget,
  },
  {
    name: 'search-uncached',
    title: 'full-text search, search cache off',
    target: 'app',
    searchCacheOff: true,
    paths: (ds) => searchWords.map((word) => searchPath(word, ds.bigCity.id)),
    budget: uncachedSearchBudget,
  },
  {
    name: 'search-typos-uncached',
    title: 'several words and typos, search cache off',
    target: 'app',
    searchCacheOff: true,
    paths: (ds) => [...multiWordQueries, ...misspeltQueries].map((text) => searchPath(text, ds.bigCity.id)),
    budget: uncachedSearchBudget,
  },
  {
    name: 'filtered',
    title: 'filtered search',
    target: 'app',
    paths: (ds) =>
      ds.filtered.map(
        (f) =>
          `/api/products?${query([
            ['city_id[]', ds.bigCity.id],
            ['subcategory_id', f.subcategoryId],
            ['price_from', f.priceFrom],
            ['price_to', f.priceTo],
            ['sort', 'price'],
          ])}`,
      ),
    budget: { p99Below: 60 },
  },
  {
    name: 'feed',
    title: 'category feed, pages 1-5',
    target: 'app',
    paths: feedPaths,
    budget: { p99Below: 50 },
  },
];

/**
 * Map boxes around each centre, shifted a little as a user pans: `halfLat`/`halfLon` degrees each
 * way (a few streets ~1 km across, a city's viewport ~0.2° × 0.35°, a region's ~4° × 7°).
 */
function mapBoxes(ds: Dataset, halfLat: number, halfLon: number): string[] {
  const shifts = [-0.25, 0, 0.25];
  return ds.mapCentres.flatMap(({ latitude, longitude }) =>
    cross(shifts, shifts).map(([dy, dx]) => {
      const lat = latitude + dy * halfLat;
      const lon = longitude + dx * halfLon;
      const round = (n: number) => Math.round(n * 1e4) / 1e4;
      const box = [lon - halfLon, lat - halfLat, lon + halfLon, lat + halfLat].map(round).join(',');
      return `/api/products/map?${query([['bbox', box]])}`;
    }),
  );
}

scenarios.push(
  {
    name: 'search-tail',
    title: 'search, long tail (uncached)',
    target: 'app',
    paths: searchTailPaths,
    budget: uncachedSearchBudget,
  },
  {
    name: 'map-streets',
    title: 'map, a few streets in view',
    target: 'app',
    paths: (ds) => mapBoxes(ds, 0.005, 0.01),
  },
  {
    name: 'map-city',
    title: 'map, a city in view',
    target: 'app',
    paths: (ds) => mapBoxes(ds, 0.1, 0.175),
    budget: mapBudget,
  },
  {
    name: 'map-region',
    title: 'map, a region in view',
    target: 'app',
    paths: (ds) => mapBoxes(ds, 2, 3.5),
    budget: mapBudget,
  },
);

scenarios.push(
  {
    name: 'publish',
    title: 'publish an ad with 3 photos',
    target: 'app',
    publish: { photos: 3, maxConnections: publishConnections },
  },
  {
    name: 'publish-1',
    title: 'publish an ad with 1 photo',
    target: 'app',
    publish: { photos: 1, maxConnections: publishConnections },
  },
);

/** A picture within a page's first frames, storm or not: what the conversion slots are there for. */
const picturesBudget: Budget = { p99Below: 100 };

scenarios.push(
  {
    name: 'pictures',
    title: 'stored pictures of ads (card and full WebP)',
    target: 'app',
    budget: picturesBudget,
    pictures: {},
  },
  {
    name: 'pictures-storm',
    title: 'the same pictures while 10 connections publish ads of ten 36 MP pictures',
    target: 'app',
    budget: picturesBudget,
    pictures: { storm: { picturesPerAd: 10, connections: 10 } },
  },
);

scenarios.push({
  name: 'ad-stats',
  title: 'an ad’s statistics for 90 days, asked by its seller',
  target: 'app',
  budget: { p99Below: 20 },
  stats: { days: 90 },
});

export function selectScenarios(names: string[] | undefined): Scenario[] {
  if (!names) return scenarios;
  const unknown = names.filter((n) => !scenarios.some((s) => s.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `unknown scenario(s): ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`,
    );
  }
  return scenarios.filter((s) => names.includes(s.name));
}
