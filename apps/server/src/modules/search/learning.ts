import { messages } from '@mp/contract';
import { notFound, tooManyRequests } from '../../http/errors.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit/index.ts';
import type { SearchRepository } from './repository.ts';
import type { SearchService } from './service.ts';
import { normalWord } from './vocabulary/meaning.ts';
import { moscowDay } from '../../platform/moscow-day.ts';

/** Clicks one visitor may report a minute: a person opens a few ads a minute, a script thousands. */
const clicksPerVisitor: RateLimit = { limit: 60, windowMs: 60_000 };
/** Suggestions read the clicks of this many days. */
const suggestionDays = 30;
/** Clicks are kept this many days, then forgotten by the hourly housekeeping. */
export const clickRetentionDays = 90;
const dayMs = 24 * 60 * 60 * 1000;
/** A query becomes a suggestion once this many ads were opened after it… */
const suggestionMinClicks = 5;
/** …and this share of them came from one subcategory. */
const suggestionMinShare = 0.7;

/** A query people follow into one subcategory the vocabulary does not name for it. */
export interface VocabularySuggestion {
  query: string;
  subcategory: string;
  clicks: number;
  share: number;
}

export interface SearchLearningDeps {
  repository: SearchRepository;
  search: Pick<SearchService, 'read' | 'forgetVocabulary'>;
  /** The subcategory of an active ad; rejects with 404 «Объявление не найдено» for any other. */
  adSubcategory: (productId: number) => Promise<number>;
  /** The slug of a subcategory by its id. */
  subcategorySlug: (id: number) => Promise<string | undefined>;
  limiter: RateLimiter;
  now: () => Date;
}

/** A query as clicks count it: lower case, ё as е, single spaces. */
export const clickQuery = (text: string) => normalWord(text).replace(/\s+/gu, ' ').trim();

export type SearchLearning = ReturnType<typeof searchLearning>;

/**
 * Learning the vocabulary from use (issue 31): the subcategories of the ads people open after a query; a query
 * mostly followed into one subcategory its words do not name is a suggestion, which an operator accepts.
 */
export function searchLearning({
  repository,
  search,
  adSubcategory,
  subcategorySlug,
  limiter,
  now,
}: SearchLearningDeps) {
  async function suggestions(): Promise<VocabularySuggestion[]> {
    const since = moscowDay(new Date(now().getTime() - suggestionDays * dayMs));
    const rows = await repository.clickedSubcategories(since, suggestionMinClicks, suggestionMinShare);
    const found: VocabularySuggestion[] = [];
    for (const row of rows) {
      const slug = await subcategorySlug(row.subcategoryId);
      const named = (await search.read(row.query)).meaning?.words.flatMap((word) => word.subcategories) ?? [];
      if (slug !== undefined && !named.includes(slug)) {
        found.push({ query: row.query, subcategory: slug, clicks: row.clicks, share: row.share });
      }
    }
    return found;
  }

  return {
    /** `visitor` opened ad `productId` from the results of `text`. */
    async recordClick(text: string, productId: number, visitor: string): Promise<void> {
      const { allowed, retryAfterMs } = await limiter.hit(`search-clicks:${visitor}`, clicksPerVisitor);
      if (!allowed) throw tooManyRequests(retryAfterMs);
      const subcategoryId = await adSubcategory(productId);
      await repository.addClick(clickQuery(text), subcategoryId, moscowDay(now()));
    },

    suggestions,

    /** Housekeeping: clicks older than `clickRetentionDays` are forgotten. */
    async forgetOldClicks(): Promise<Record<string, number>> {
      const before = moscowDay(new Date(now().getTime() - clickRetentionDays * dayMs));
      return { searchClicks: await repository.deleteClicksBefore(before) };
    },

    /**
     * Accepts the suggestion for a query: the query names its subcategory from now on (within the vocabulary's
     * refresh), and means `means` too when given («монитор» for «моник»). Rejects a query with no suggestion.
     */
    async accept(query: string, means: string[] = []): Promise<VocabularySuggestion> {
      const suggestion = (await suggestions()).find((each) => each.query === clickQuery(query));
      if (!suggestion) throw notFound(messages.searchSuggestionNotFound);
      await repository.accept({
        form: suggestion.query,
        means: means
          .map(clickQuery)
          .filter((meant) => meant !== '')
          .join('|'),
        subcategorySlug: suggestion.subcategory,
      });
      search.forgetVocabulary();
      return suggestion;
    },
  };
}
