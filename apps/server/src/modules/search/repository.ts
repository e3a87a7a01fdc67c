import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import type { Candidate } from './spelling.ts';

export interface WordStanding {
  word: string;
  /** Null for a stop word («для», «это»), which searches ignore. */
  lexeme: string | null;
  /** Whether any active ad or the taxonomy has a word of the same lexeme. */
  known: boolean;
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
    async nearest(word: string, limit: number): Promise<Candidate[]> {
      const result = await db.execute(
        sql`select word, ads from search_words order by word <-> ${word} limit ${limit}`,
      );
      return rowsOf<Candidate>(result);
    },

    /**
     * The commonest vocabulary word that begins with `beginning` (`велос` → «велосипед»), for a word
     * left unfinished; the trigram GiST index answers the prefix.
     */
    async commonestStartingWith(beginning: string): Promise<string | undefined> {
      const result = await db.execute(
        sql`select word from search_words where word like ${`${escapeLike(beginning)}%`}
            order by ads desc, word limit 1`,
      );
      return rowsOf<{ word: string }>(result)[0]?.word;
    },

    /** Recounts the vocabulary from the active ads and the taxonomy (a long statement at a million ads). */
    async refresh(): Promise<void> {
      await db.execute(sql`select refresh_search_words()`);
    },
  };
}
