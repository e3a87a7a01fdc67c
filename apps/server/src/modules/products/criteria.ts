import { and, eq, gt, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdStatus, SellerType, SortValue } from '@mp/contract';
import { products } from '../../db/schema/index.ts';
import { notBlockedBy } from '../blocks/index.ts';
import type { QueryMeaning } from '../search/index.ts';
import { textQuery } from './relevance.ts';

// Which ads a list holds: the criteria of a search, and the WHERE that reads them (also the map's).

/** Which cities a list covers: all of them, the chosen ones, or every other one. */
export type CityScope = { kind: 'all' } | { kind: 'in' | 'notIn'; ids: number[] };

/** A dynamic filter: attribute equal to one of the values (select/checkbox), or within a range. */
export type AttributeCondition =
  | { kind: 'oneOf'; name: string; values: (string | boolean)[] }
  | { kind: 'range'; name: string; from?: number; to?: number };

export interface SearchCriteria {
  categoryId?: number;
  subcategoryId?: number;
  search?: string;
  /** What the search's words mean by the vocabulary («моник» → «монитор»): searched beside them. */
  meaning?: QueryMeaning;
  /** For each word that names subcategories by the vocabulary, their ids: a rank, never a filter. */
  namedSubcategoryIds?: number[][];
  /** Ads with any of the search's words (most of them first) instead of all of them. */
  searchAnyWord?: boolean;
  vipOnly: boolean;
  /** Only ads without VIP (the other ads of a list with VIP mixed in, vip-mix.ts). */
  withoutVip?: boolean;
  priceFromKopecks?: number;
  priceToKopecks?: number;
  /** Only ads created within this many hours. */
  withinHours?: number;
  condition?: AdStatus;
  sellerType?: SellerType;
  attributes: AttributeCondition[];
  /** Only this seller's ads (their public page). */
  sellerId?: number;
  /** Only ads placed after the ad with this id (saved searches count what arrived since). */
  afterId?: number;
  /** Only ads up to this id. */
  upToId?: number;
  /**
   * Leave out ads of users this viewer has blocked. Set only for a viewer who has blocked someone, so
   * everybody else's statements stay as they were.
   */
  hiddenForViewer?: number;
}

export type ProductOrder = 'default' | SortValue;

/**
 * How a list's words are found: through the search document (the GIN index), or through its keys, which
 * hold each word also as a key of the ad's city (the RUM index, record 0173), so the words in the chosen
 * cities are the keys' own match rather than the cities' whole lists intersected with the words'.
 */
export type WordsBy = 'document' | 'keys';

/** The WHERE of the lists (also the map's, `modules/map`): active ads matching the criteria in the scope. */
export function whereOf(
  criteria: SearchCriteria,
  scope: CityScope,
  wordsBy: WordsBy = 'document',
): SQL | undefined {
  const { search } = criteria;
  const words =
    search === undefined ? undefined : textQuery(search, criteria.searchAnyWord, criteria.meaning);
  const citiesInKeys = wordsBy === 'keys' && search !== undefined && scope.kind === 'in';
  return and(
    eq(products.status, 'active'),
    scope.kind === 'in' && !citiesInKeys ? inArray(products.cityId, scope.ids) : undefined,
    scope.kind === 'notIn' ? notInArray(products.cityId, scope.ids) : undefined,
    criteria.categoryId === undefined ? undefined : eq(products.categoryId, criteria.categoryId),
    criteria.subcategoryId === undefined ? undefined : eq(products.subcategoryId, criteria.subcategoryId),
    wordsBy === 'keys' && words !== undefined
      ? sql`${products.searchKeys} @@ ${keysQuery(words, citiesInKeys ? scope.ids : undefined)}`
      : undefined,
    // Words through the russian tsvector («велосипеды» → «велосипед», ё as е). With the keys too: they
    // hold no positions, so a phrase is checked here, by the operator's function, which no index answers:
    // given the operator, the planner counted «iphone» in one city at ten million ads from the document's
    // index, reading the 19,518 ads of all Russia for the city's 258.
    words === undefined
      ? undefined
      : wordsBy === 'keys'
        ? sql`ts_match_vq(${products.searchVector}, ${words})`
        : sql`${products.searchVector} @@ ${words}`,
    criteria.vipOnly ? eq(products.isVip, true) : undefined,
    criteria.withoutVip ? eq(products.isVip, false) : undefined,
    criteria.priceFromKopecks === undefined
      ? undefined
      : sql`${products.priceKopecks} >= ${criteria.priceFromKopecks}`,
    criteria.priceToKopecks === undefined
      ? undefined
      : sql`${products.priceKopecks} <= ${criteria.priceToKopecks}`,
    criteria.withinHours === undefined
      ? undefined
      : sql`${products.createdAt} >= now() - make_interval(hours => ${criteria.withinHours})`,
    criteria.condition === undefined ? undefined : eq(products.condition, criteria.condition),
    criteria.sellerType === undefined ? undefined : eq(products.sellerType, criteria.sellerType),
    ...criteria.attributes.map(attributeCondition),
    criteria.sellerId === undefined ? undefined : eq(products.userId, criteria.sellerId),
    criteria.afterId === undefined ? undefined : gt(products.id, criteria.afterId),
    criteria.upToId === undefined ? undefined : lte(products.id, criteria.upToId),
    criteria.hiddenForViewer === undefined
      ? undefined
      : notBlockedBy(criteria.hiddenForViewer, products.userId),
  );
}

/** A search's query over the keys: its words as keys of the cities (migration 0032's function), or as they are. */
const keysQuery = (query: SQL, cityIds: number[] | undefined): SQL =>
  cityIds === undefined ? query : sql`search_keys_query(${query}, ${`{${cityIds.join(',')}}`}::int[])`;

/**
 * Options use containment (`attributes @> '{"brand":"Apple"}'`), which the jsonb_path_ops GIN index
 * answers; ranges use a jsonpath whose errors (a non-numeric value) `@?` turns into «no match».
 */
function attributeCondition(condition: AttributeCondition): SQL | undefined {
  const attribute = products.attributes;
  if (condition.kind === 'oneOf') {
    return or(
      ...condition.values.map(
        (value) => sql`${attribute} @> ${JSON.stringify({ [condition.name]: value })}::jsonb`,
      ),
    );
  }
  const bounds = [
    condition.from === undefined ? undefined : `@.double() >= ${condition.from}`,
    condition.to === undefined ? undefined : `@.double() <= ${condition.to}`,
  ].filter((bound) => bound !== undefined);
  if (bounds.length === 0) return undefined;
  const path = `$.${JSON.stringify(condition.name)} ? (${bounds.join(' && ')})`;
  return sql`${attribute} @? ${path}::jsonpath`;
}
