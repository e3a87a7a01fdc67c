import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export type ScreeningRepository = ReturnType<typeof screeningRepository>;

/** What the checks ask of the database: the Russian stems search uses (`search_lexeme`, migration 0019). */
export function screeningRepository(db: Db) {
  return {
    /** Each word's stem; a stop word («без», «для») stands for itself. One statement for all the words. */
    async stems(words: string[]): Promise<Map<string, string>> {
      const distinct = [...new Set(words)];
      if (distinct.length === 0) return new Map();
      const result = await db.execute(
        sql`select w.word, coalesce(search_lexeme(w.word), w.word) as stem
              from json_array_elements_text(${JSON.stringify(distinct)}::json) as w(word)`,
      );
      return new Map(rowsOf<{ word: string; stem: string }>(result).map((row) => [row.word, row.stem]));
    },
  };
}
