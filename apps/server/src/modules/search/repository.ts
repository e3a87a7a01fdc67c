import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { searchClicks, searchVocabulary } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/like.ts';
import type { Candidate } from './spelling.ts';

/** A word of the vocabulary with its stem. */
export interface KnownWord extends Candidate {
  lexeme: string;
}

export interface WordStanding {
  word: string;
  /** Null for a stop word («для», «это»), which searches ignore. */
  lexeme: string | null;
  /** Whether any active ad or the taxonomy has a word of the same lexeme. */
  known: boolean;
}

/** A query whose opened ads come mostly from one subcategory. */
export interface ClickedSubcategory {
  query: string;
  subcategoryId: number;
  /** Opened ads of this subcategory after the query. */
  clicks: number;
  /** Their share of all ads opened after the query. */
  share: number;
}

export interface AcceptedEntry {
  form: string;
  means: string;
  subcategorySlug: string;
}

export type SearchRepository = ReturnType<typeof searchRepository>;

/** The vocabulary of search (`search_words`, migration 0019): what the index knows, and what is near. */
export function searchRepository(db: Db) {
  return {
    async standings(words: string[]): Promise<WordStanding[]> {
      if (words.length === 0) return [];
      const result = await db.execute(sql`select w.word, l.lexeme,
          exists (select 1 from search_words s where s.lexeme = l.lexeme) as "known"
        from json_array_elements_text(${JSON.stringify(words)}::json) as w(word),
          lateral (select search_lexeme(w.word) as lexeme) as l`);
      return rowsOf<WordStanding>(result);
    },

    /** The vocabulary's words nearest to `word` by trigrams (the GiST index answers in order). */
    async nearest(word: string, limit: number): Promise<KnownWord[]> {
      const result = await db.execute(
        sql`select word, lexeme, ads from search_words order by word <-> ${word} limit ${limit}`,
      );
      return rowsOf<KnownWord>(result);
    },

    /**
     * The commonest vocabulary word that begins with `beginning` (`велос` → «велосипед»), for a word
     * left unfinished; the trigram GiST index answers the prefix.
     */
    async commonestStartingWith(beginning: string): Promise<KnownWord | undefined> {
      const result = await db.execute(
        sql`select word, lexeme, ads from search_words where word like ${`${escapeLike(beginning)}%`}
            order by ads desc, word limit 1`,
      );
      return rowsOf<KnownWord>(result)[0];
    },

    /** One more ad of the subcategory opened after the query on the day. */
    async addClick(query: string, subcategoryId: number, day: string): Promise<void> {
      await db
        .insert(searchClicks)
        .values({ query, subcategoryId, day, clicks: 1 })
        .onConflictDoUpdate({
          target: [searchClicks.query, searchClicks.subcategoryId, searchClicks.day],
          set: { clicks: sql`${searchClicks.clicks} + 1` },
        });
    },

    /**
     * Since `since` (a date), each query opened at least `minClicks` times whose leading subcategory has at
     * least `minShare` of its opened ads, most opened first.
     */
    async clickedSubcategories(
      since: string,
      minClicks: number,
      minShare: number,
    ): Promise<ClickedSubcategory[]> {
      const result = await db.execute(sql`select query, subcategory_id as "subcategoryId", clicks, share
        from (select query, subcategory_id, sum(clicks)::int as clicks,
                     sum(clicks)::float8 / sum(sum(clicks)) over (partition by query) as share,
                     sum(sum(clicks)) over (partition by query) as "all"
                from ${searchClicks} where day >= ${since}::date
               group by query, subcategory_id) as per_subcategory
       where "all" >= ${minClicks} and share >= ${minShare}
       order by clicks desc, query limit 100`);
      return rowsOf<ClickedSubcategory>(result);
    },

    /** Deletes the clicks of the days before `before` (a date); resolves to how many rows went. */
    async deleteClicksBefore(before: string): Promise<number> {
      const deleted = await db
        .delete(searchClicks)
        .where(sql`${searchClicks.day} < ${before}::date`)
        .returning({ day: searchClicks.day });
      return deleted.length;
    },

    async acceptedEntries(): Promise<AcceptedEntry[]> {
      return db
        .select({
          form: searchVocabulary.form,
          means: searchVocabulary.means,
          subcategorySlug: searchVocabulary.subcategorySlug,
        })
        .from(searchVocabulary)
        .orderBy(searchVocabulary.form);
    },

    /** Takes a form into the vocabulary, or changes what it means. */
    async accept(entry: AcceptedEntry): Promise<void> {
      await db
        .insert(searchVocabulary)
        .values(entry)
        .onConflictDoUpdate({
          target: searchVocabulary.form,
          set: { means: entry.means, subcategorySlug: entry.subcategorySlug, acceptedAt: sql`now()` },
        });
    },

    /** Recounts the vocabulary from the active ads and the taxonomy (a long statement at a million ads). */
    async refresh(): Promise<void> {
      await db.execute(sql`select refresh_search_words()`);
    },
  };
}
