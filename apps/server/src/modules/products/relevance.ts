import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/index.ts';
import type { QueryMeaning, WordMeaning } from '../search/index.ts';
import type { SearchCriteria } from './criteria.ts';

/** How many of a search's words are asked one by one when any of them may match. */
const anyWordsMax = 8;
const plainQuery = (text: string) => sql`plainto_tsquery('russian', ${text})`;
/**
 * One word of a search or what it means: «моник» or «монитор». When any word may match, each of several
 * words read as one matches alone too («camry 2018» finds a Camry of another year, as «camry» would).
 */
function meaningQuery(word: WordMeaning, anyWord: boolean): SQL {
  const parts = word.typed.split(/\s+/u);
  const texts = [word.typed, ...word.means, ...(anyWord && parts.length > 1 ? parts : [])];
  return texts.length === 1 ? plainQuery(word.typed) : sql`(${sql.join(texts.map(plainQuery), sql` || `)})`;
}

/** A word of a search as typed, and its query. */
interface WordQuery {
  typed: string;
  query: SQL;
}

/** The queries of a search's words, one each: as the vocabulary read them, else as typed. */
const wordQueries = (search: string, meaning: QueryMeaning | undefined, anyWord = false): WordQuery[] =>
  meaning && addsWords(meaning)
    ? meaning.words.map((word) => ({ typed: word.typed, query: meaningQuery(word, anyWord) }))
    : (search.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => ({ typed: word, query: plainQuery(word) }));

/** A year (1950–2035) in a search says when a thing was made, not which model it is. */
const yearLike = (number: string) => number.length === 4 && Number(number) >= 1950 && Number(number) <= 2035;

/** Whether a word of a search names a model by its number («13» of «iphone 13», «rtx3060»), not by a year. */
export function namesModelNumber(typed: string): boolean {
  const numbers = typed.match(/\d+/g) ?? [];
  return numbers.length > 0 && numbers.every((number) => !yearLike(number));
}

/** Whether the vocabulary gives some word another (a word that only names a subcategory is searched as typed). */
const addsWords = (meaning: QueryMeaning) => meaning.words.some((word) => word.means.length > 0);

/**
 * The tsquery of a search: all its words (web search syntax: «"…"», «-слово», «or»), or any of them, each
 * word or what it means. Built by PostgreSQL from the text, so no input can make a malformed query. Saved
 * searches keep a search's query made by it, to find which of them a new ad may match.
 */
export function textQuery(search: string, anyWord = false, meaning?: QueryMeaning): SQL {
  if (!anyWord && !(meaning && addsWords(meaning))) return sql`websearch_to_tsquery('russian', ${search})`;
  const words = wordQueries(search, meaning, anyWord).map((word) => word.query);
  if (words.length === 0) return sql`websearch_to_tsquery('russian', ${search})`;
  return anyWord
    ? sql`(${sql.join(words.slice(0, anyWordsMax), sql` || `)})`
    : sql`(${sql.join(words, sql` && `)})`;
}

/**
 * How well an ad answers a search (records 0088, 0141, 0110, 0181), in the order the list sorts by: with
 * `searchAnyWord`, how many of the model numbers and then of the words the ad has; whether its name begins
 * with one of them and holds them (an ad titled «Электросамокат …» is one, wherever it is filed); how many of
 * the words name the ad's subcategory by the vocabulary; whether the query names what the ad is (its
 * category, subcategory or one of the subcategory's synonyms: weight C), so «машина» lists cars before
 * «Стиральная машина», which has the word further on; whether the name holds the words (weight A, or D:
 * their other spellings, «самсунг» for Samsung); then (after VIP) the ad's own words (name A, description B,
 * D far below) and how closely the name reads like the query.
 */
export function relevance(criteria: SearchCriteria, search: string) {
  const { meaning, searchAnyWord } = criteria;
  const query = sql`(select ${textQuery(search, searchAnyWord, meaning)})`;
  const vector = products.searchVector;
  const words = searchAnyWord ? wordQueries(search, meaning, true).slice(0, anyWordsMax) : [];
  /** How many of `words` `document` holds. */
  const count = (document: SQL | AnyPgColumn, of: WordQuery[]) =>
    sql<number>`(${sql.join(
      of.map((word) => sql`(${document} @@ ${word.query})::int`),
      sql` + `,
    )})`;
  /** How many of the words `document` holds (with `searchAnyWord`), else whether it holds the query. */
  const held = (document: SQL | AnyPgColumn) =>
    words.length > 0 ? count(document, words) : sql<number>`(${document} @@ ${query})::int`;
  const modelNumbers = words.filter((word) => namesModelNumber(word.typed));
  const named = criteria.namedSubcategoryIds ?? [];
  const inName = held(sql`ts_filter(${vector}, '{a,d}')`);
  const firstWord = sql`to_tsvector('russian', split_part(${products.name}, ' ', 1))`;
  return {
    /** With `searchAnyWord`, how many of the model numbers the ad has: «Redmi Note 12» first for «redmi note 12 pro». */
    numbersMatched: modelNumbers.length > 0 ? count(vector, modelNumbers) : sql<number>`0`,
    wordsMatched: words.length > 0 ? held(vector) : sql<number>`0`,
    leadsName: sql<boolean>`${inName} > 0 and ${firstWord} @@ (select ${textQuery(search, true, meaning)})`,
    /** How many of the words name the ad's subcategory by the vocabulary: «резина» names tyres. */
    wordsNameKind:
      named.length === 0
        ? sql<number>`0`
        : sql<number>`(${sql.join(
            named.map((ids) => sql`(${inArray(products.subcategoryId, ids)})::int`),
            sql` + `,
          )})`,
    namesKind: sql<boolean>`ts_rank('{0, 1, 0, 0}', ${vector}, ${query}) > 0`,
    inName,
    ownWords: sql<number>`ts_rank('{0.1, 0, 0.4, 1}', ${vector}, ${query}) + word_similarity(${search}, ${products.name})`,
  };
}
