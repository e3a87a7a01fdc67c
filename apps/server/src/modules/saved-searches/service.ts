import type { FastifyBaseLogger } from 'fastify';
import {
  buildSearchUrl,
  citySlug,
  limits,
  messages,
  searchTitle,
  searchUrlParams,
  type ProductsQuery,
  type ProductsQuerystring,
  type SavedSearch,
  type SavedSearchNotify,
} from '@mp/contract';
import type { SavedQuery } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { DomainEventBus } from '../../domain-events.ts';
import { parseProductsQuery } from '../products/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { DueAt, ListedSavedSearch, SavedSearchesRepository } from './repository.ts';

export type SavedSearchesService = ReturnType<typeof savedSearchesService>;

const hourMs = 60 * 60 * 1000;
/** The daily digest is made at 06:00 UTC, 09:00 in Moscow. */
const digestHourUtc = 6;

/** The latest digest moment at or before `at`. */
export function digestMomentBefore(at: Date): Date {
  const moment = new Date(at);
  moment.setUTCHours(digestHourUtc, 0, 0, 0);
  if (moment > at) moment.setUTCDate(moment.getUTCDate() - 1);
  return moment;
}

/**
 * The longest word a search's query requires, from its `querytree` text (`'велосипед' & 'горн'`);
 * undefined when the query has alternatives or negations left (`|`, `!`) or no word at all.
 */
export function requiredWord(tree: string): string | undefined {
  const quoted = /'((?:[^']|'')*)'/g;
  if (/[|!]/.test(tree.replace(quoted, ''))) return undefined;
  const words = [...tree.matchAll(quoted)].map((match) => (match[1] ?? '').replaceAll("''", "'"));
  return words.filter((word) => word !== '').sort((a, b) => b.length - a.length)[0];
}

/** One thing every ad a search matches has (the `match_key` column): a word, else its narrowest column. */
export function matchKeyOf(word: string | undefined, query: SavedQuery): string {
  if (word !== undefined) return `w:${word}`;
  if (query.subcategory_id !== undefined) return `sub:${query.subcategory_id}`;
  if (query.category_id !== undefined) return `cat:${query.category_id}`;
  if (query.city_ids.length === 1) return `city:${query.city_ids[0]}`;
  return '*';
}

function savedQueryOf(query: ProductsQuery): SavedQuery {
  const saved: Partial<ProductsQuery> = { ...query };
  delete saved.in_cities_page;
  delete saved.other_page;
  return saved as SavedQuery;
}

const asProductsQuery = (saved: SavedQuery): ProductsQuery => ({ ...saved, in_cities_page: 1 });

/** The search page's path of a saved query: `/search/москва?search=велосипед`. */
const urlOf = (query: SavedQuery, cityName: string | null) =>
  buildSearchUrl(citySlug(cityName === null ? null : { name: cityName }), searchUrlParams(query));

/** The query string of `GET /api/products` that a saved query stands for. */
function apiQueryOf(query: SavedQuery): string {
  const [, pageQuery = ''] = buildSearchUrl(null, searchUrlParams(query)).split('?');
  return new URLSearchParams([
    ...query.city_ids.map((id): [string, string] => ['city_id[]', String(id)]),
    ...new URLSearchParams(pageQuery),
  ]).toString();
}

interface SavedSearchesDeps {
  repository: SavedSearchesRepository;
  products: Pick<ProductsService, 'criteria' | 'countArrived'>;
  /** Transactions that announce the searches' new ads. */
  events: Pick<DomainEventBus, 'transaction'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * «Сохранённые поиски» (record 0089): a person's own searches (anyone else's is a 404), the ads new
 * since each was opened, and the job that announces their new ads.
 */
export function savedSearchesService({ repository, products, events, now, log }: SavedSearchesDeps) {
  const notFoundError = () => notFound(messages.savedSearchNotFound);

  async function present(userId: number, row: ListedSavedSearch): Promise<SavedSearch> {
    return {
      id: row.id,
      name: row.name,
      notify: row.notify,
      url: urlOf(row.query, row.cityName),
      query: apiQueryOf(row.query),
      new_count: await products.countArrived(
        asProductsQuery(row.query),
        { afterId: row.visitedProductId },
        limits.savedSearchNewCountCap,
        { id: userId },
      ),
      visited_at: row.visitedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function one(userId: number, id: number): Promise<SavedSearch> {
    const row = await repository.find(userId, id);
    if (!row) throw notFoundError();
    return present(userId, row);
  }

  /** «Велосипеды в Москве», ««велосипед» в Москве»: what the search page's heading says. */
  async function defaultName(query: SavedQuery): Promise<string> {
    const names = await repository.namesOf({
      categoryId: query.category_id,
      subcategoryId: query.subcategory_id,
      cityId: query.city_ids[0],
    });
    const title = searchTitle(
      {
        category: names?.category ?? undefined,
        subcategory: names?.subcategory ?? undefined,
        search: query.search,
      },
      names?.city ?? null,
    );
    return title.slice(0, limits.savedSearchNameMax).trim();
  }

  /** Notices of the due searches' new ads; resolves to how many were sent. */
  async function announceNew(): Promise<Record<string, number>> {
    const at = now();
    const due: DueAt = { hourlyBefore: new Date(at.getTime() - hourMs), digestAt: digestMomentBefore(at) };
    const upToId = await repository.newestProductId();
    const fromId = await repository.dueFrom(due, upToId);
    let notices = 0;
    const digests = new Map<number, { search: (typeof candidates)[number]; count: number }[]>();
    const candidates = fromId === undefined ? [] : await repository.candidates(due, fromId, upToId);
    for (const search of candidates) {
      const count = await products.countArrived(
        asProductsQuery(search.query),
        { afterId: search.lastSeenProductId, upToId },
        limits.savedSearchNewCountCap,
        { id: search.userId },
      );
      // Nothing that really matches (a dynamic filter, a blocked seller): `advanceDue` moves it on.
      if (count === 0) continue;
      if (search.notify === 'daily') {
        digests.set(search.userId, [...(digests.get(search.userId) ?? []), { search, count }]);
        continue;
      }
      const announced = await events.transaction(async (tx, announce) => {
        if (!(await repository.advance(search.id, search.lastSeenProductId, upToId, at, tx))) return false;
        const link = urlOf(search.query, search.cityName);
        await announce('saved-search.matched', {
          userId: search.userId,
          searchId: search.id,
          name: search.name,
          count,
          link,
        });
        return true;
      });
      if (announced) notices += 1;
    }
    for (const [userId, items] of digests) {
      const announced = await events.transaction(async (tx, announce) => {
        const searches: { name: string; count: number }[] = [];
        for (const { search, count } of items) {
          if (await repository.advance(search.id, search.lastSeenProductId, upToId, at, tx))
            searches.push({ name: search.name, count });
        }
        if (searches.length > 0) await announce('saved-search.digest', { userId, searches });
        return searches.length > 0;
      });
      if (announced) notices += 1;
    }
    const moved = await repository.advanceDue(due, upToId, at);
    if (candidates.length > 0) log.debug({ candidates: candidates.length, notices, moved }, 'saved searches');
    return { savedSearchNotices: notices };
  }

  return {
    /** The person's saved searches, newest first, each with its ads new since it was opened. */
    async list(userId: number): Promise<SavedSearch[]> {
      const rows = await repository.list(userId);
      return Promise.all(rows.map((row) => present(userId, row)));
    },

    /** Saves the search a products query string describes; past `limits.savedSearchesMax` a 409. */
    async create(
      userId: number,
      body: { name?: string; notify: SavedSearchNotify; query: ProductsQuerystring },
    ): Promise<SavedSearch> {
      const query = savedQueryOf(parseProductsQuery(body.query));
      // The text as the search page reads it («велсипед» → «велосипед»), the prices in kopecks.
      const criteria = await products.criteria(asProductsQuery(query));
      const word =
        criteria.search === undefined
          ? undefined
          : requiredWord(await repository.queryTree(criteria.search, criteria.meaning));
      const id = await repository.insert(
        {
          userId,
          name: body.name ?? (await defaultName(query)),
          notify: body.notify,
          query,
          text: criteria.search,
          meaning: criteria.meaning,
          cityIds: query.city_ids,
          categoryId: criteria.categoryId ?? null,
          subcategoryId: criteria.subcategoryId ?? null,
          priceFromKopecks: criteria.priceFromKopecks ?? null,
          priceToKopecks: criteria.priceToKopecks ?? null,
          vipOnly: criteria.vipOnly,
          condition: criteria.condition ?? null,
          sellerType: criteria.sellerType ?? null,
          matchKey: matchKeyOf(word, query),
          createdAt: now(),
        },
        limits.savedSearchesMax,
      );
      if (id === undefined) throw new HttpError(409, messages.savedSearchesLimit);
      return one(userId, id);
    },

    async update(userId: number, id: number, changes: { name?: string; notify?: SavedSearchNotify }) {
      if (!(await repository.update(userId, id, changes))) throw notFoundError();
      return one(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.remove(userId, id))) throw notFoundError();
    },

    /** The person opens it: nothing up to now is new any more. */
    async visit(userId: number, id: number): Promise<SavedSearch> {
      if (!(await repository.visit(userId, id, now()))) throw notFoundError();
      return one(userId, id);
    },

    announceNew,
  };
}
