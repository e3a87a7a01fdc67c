import { switchLayout } from './layout.ts';
import type { SearchRepository, WordStanding } from './repository.ts';
import { correction } from './spelling.ts';

/** How a typed query is searched. */
export interface ReadQuery {
  text: string;
  /** Set when `text` is not what was typed: a typo corrected or the keyboard layout switched. */
  searchedAs?: string;
}

/** Words longer than this are not corrected (nobody mistypes a word of 40 letters into another). */
const longestWord = 40;
/** Only the first words of a long query are checked: a query is a few words, not a paragraph. */
const checkedWordsMax = 8;
/** An unknown word this long with no typo near is read as unfinished: «велос» → «велосипед». */
const shortestBeginning = 4;
/** Trigram neighbours weighed for each unknown word. */
const candidatesPerWord = 12;
/** The vocabulary's counts are refreshed this often (words of new ads join it at once). */
export const vocabularyRefreshMs = 24 * 60 * 60 * 1000;
const synonymsTtlMs = 10 * 60 * 1000;

/** The words of a query as the search document holds them: letters and digits together («rtx4090»). */
const tokens = /[\p{L}\p{N}]+/gu;
const lettersOnly = /^\p{L}+$/u;
const normalWord = (word: string) => word.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/**
 * The distinct words of a text the vocabulary is asked about: letters only, 3 to 40 of them. A word
 * with digits («rtx4090», «a52», «mwyj8ays») is a code, searched as typed: the vocabulary holds no such
 * word, and its letters alone are no word to correct («mwyj» of «mwyj8ays» is not «mwyjaxqk»).
 */
function checkedWords(text: string): string[] {
  const words = (text.match(tokens) ?? [])
    .filter((token) => lettersOnly.test(token))
    .map(normalWord)
    .filter((word) => word.length >= 3 && word.length <= longestWord);
  return [...new Set(words)].slice(0, checkedWordsMax);
}

export type SearchService = ReturnType<typeof searchService>;

/** Reading what people type: typos, the wrong keyboard layout, brand names in the other script. */
export function searchService({ repository }: { repository: SearchRepository }) {
  let vocabularyRefreshedAt = Date.now();
  let synonyms: { at: number; list: Promise<{ lexeme: string; adds: string }[]> } | undefined;

  /** Whether every checked word of the text is one the index knows (stop words aside), and one at least. */
  const allKnown = (words: string[], standing: Map<string, WordStanding>) => {
    const meaningful = words.filter((word) => standing.get(word)?.lexeme != null);
    return meaningful.length > 0 && meaningful.every((word) => standing.get(word)?.known);
  };

  /**
   * The query as it will be searched. A query whose words the index knows is searched as typed.
   * Otherwise, when the same keys in the other layout give known words, that text is searched
   * (`ntktajy` → «телефон»); failing that, each unknown word becomes the nearest known word within
   * the edits its length allows («велсипед» → «велосипед»), or else the commonest word it begins
   * («велос» → «велосипед»); words with nothing near stay.
   */
  async function read(typed: string): Promise<ReadQuery> {
    const words = checkedWords(typed);
    const switched = switchLayout(typed);
    const switchedWords = switched === undefined ? [] : checkedWords(switched);
    const standing = new Map(
      (await repository.standings([...new Set([...words, ...switchedWords])])).map((s) => [s.word, s]),
    );
    if (allKnown(words, standing)) return { text: typed };
    if (switched !== undefined && allKnown(switchedWords, standing)) {
      return { text: switched, searchedAs: switched };
    }
    const unknown = words.filter((word) => standing.get(word)?.lexeme != null && !standing.get(word)?.known);
    const corrections = new Map<string, string>();
    await Promise.all(
      unknown.map(async (word) => {
        const fixed =
          correction(word, await repository.nearest(word, candidatesPerWord)) ??
          (word.length >= shortestBeginning ? await repository.commonestStartingWith(word) : undefined);
        if (fixed !== undefined) corrections.set(word, fixed);
      }),
    );
    if (corrections.size === 0) return { text: typed };
    const text = typed.replace(tokens, (token) => corrections.get(normalWord(token)) ?? token);
    return { text, searchedAs: text };
  }

  /** The other names of a word's beginning: «айф» → «iphone», «самсун» → «samsung». */
  async function synonymsOfBeginning(beginning: string): Promise<string[]> {
    const prefix = normalWord(beginning);
    if (prefix.length < 3) return [];
    if (!synonyms || Date.now() - synonyms.at > synonymsTtlMs) {
      synonyms = { at: Date.now(), list: repository.synonyms() };
    }
    const meant = (await synonyms.list).filter(
      (s) => s.lexeme.startsWith(prefix) || (s.lexeme.length >= 3 && prefix.startsWith(s.lexeme)),
    );
    return [...new Set(meant.map((s) => s.adds))];
  }

  return {
    read,

    /**
     * What else a beginning typed into the search box may mean, likeliest first, for autocomplete
     * when no name contains it as typed: the other keyboard layout (`ntktaj` → «телефо»), a brand in
     * the other script («айф» → «iphone»), and the query with its typos corrected.
     */
    async alternativesOfBeginning(typed: string): Promise<string[]> {
      const switched = switchLayout(typed);
      const words = typed.trim().split(/\s+/);
      const last = words.pop() ?? '';
      const brands = (await synonymsOfBeginning(last)).map((meant) => [...words, meant].join(' '));
      const { searchedAs } = await read(typed);
      const all = [switched, ...brands, searchedAs].filter((text) => text !== undefined && text !== typed);
      return [...new Set(all as string[])];
    },

    /** Housekeeping: the vocabulary recounted once a day (words no active ad uses leave it). */
    async refreshVocabularyIfDue(): Promise<Record<string, number>> {
      if (Date.now() - vocabularyRefreshedAt < vocabularyRefreshMs) return {};
      vocabularyRefreshedAt = Date.now();
      await repository.refresh();
      return { vocabularyRefreshes: 1 };
    },
  };
}
