import { cached } from '../../platform/cached.ts';
import { switchLayout } from './layout.ts';
import type { AcceptedEntry, KnownWord, SearchRepository, WordStanding } from './repository.ts';
import { closest, correction } from './spelling.ts';
import { transliterated } from './vocabulary/codes.ts';
import { vocabulary as vocabularyEntries, type VocabularyEntry } from './vocabulary/entries.ts';
import {
  keyWith,
  meaningOf,
  normalWord,
  vocabularyIndex,
  wordsToKey,
  type QueryMeaning,
  type VocabularyIndex,
} from './vocabulary/meaning.ts';

/** How a typed query is searched. */
export interface ReadQuery {
  text: string;
  /** Set when `text` is not what was typed: a typo corrected or the keyboard layout switched. */
  searchedAs?: string;
  /** What the vocabulary says its words mean (absent when it knows none of them, or operators are used). */
  meaning?: QueryMeaning;
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

/** The words of a query as the search document holds them: letters and digits together («rtx4090»). */
const tokens = /[\p{L}\p{N}]+/gu;
const lettersOnly = /^\p{L}+$/u;
/** Web search syntax («"…"», «-слово», «or»): the person said how to search, so it is searched as typed. */
const operators = /"|(^|\s)-\S|\sor\s/iu;

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

/** Entries accepted from suggestions reach the searches of every instance within this time. */
export const vocabularyTtlMs = 10 * 60 * 1000;

/** An accepted suggestion as a vocabulary entry: «моник» names desktops and means «монитор». */
const entryOf = (accepted: AcceptedEntry): VocabularyEntry => ({
  forms: [accepted.form],
  means: accepted.means.split('|').filter((meant) => meant !== ''),
  subcategories: [accepted.subcategorySlug],
});

export type SearchService = ReturnType<typeof searchService>;

/** Reading what people type: typos, the wrong keyboard layout, the other script, and what the words mean. */
export function searchService({ repository }: { repository: SearchRepository }) {
  let vocabularyRefreshedAt = Date.now();

  /**
   * The vocabulary by its forms' stems: the project's entries and those accepted from suggestions, built on
   * first use and again every `vocabularyTtlMs` (the stems asked of the database once a build).
   */
  const currentVocabulary = cached(async (): Promise<VocabularyIndex> => {
    const entries = [...vocabularyEntries, ...(await repository.acceptedEntries()).map(entryOf)];
    const words = [...new Set(entries.flatMap((entry) => entry.forms.flatMap(wordsToKey)))];
    return vocabularyIndex(entries, keyWith(await lexemesOf(words)));
  }, vocabularyTtlMs);

  const lexemesOf = async (words: string[]) =>
    new Map((await repository.standings(words)).map((s) => [s.word, s.lexeme] as const));

  /** Whether the index or the vocabulary knows a word. */
  const isKnown = (word: string, standing: Map<string, WordStanding>, known: VocabularyIndex) =>
    standing.get(word)?.known === true || known.formKeys.has(standing.get(word)?.lexeme ?? word);

  /** Whether every checked word is known (stop words aside), and one at least. */
  const allKnown = (words: string[], standing: Map<string, WordStanding>, known: VocabularyIndex) => {
    const meaningful = words.filter((word) => standing.get(word)?.lexeme != null);
    return meaningful.length > 0 && meaningful.every((word) => isKnown(word, standing, known));
  };

  /** The text to search with what its words mean; `lexemes` has the stems of the words already asked. */
  async function understood(
    text: string,
    searchedAs: string | undefined,
    lexemes: Map<string, string | null>,
  ): Promise<ReadQuery> {
    if (operators.test(text)) return { text, searchedAs };
    const unasked = wordsToKey(text).filter((word) => !lexemes.has(word));
    const all = unasked.length === 0 ? lexemes : new Map([...lexemes, ...(await lexemesOf(unasked))]);
    const meaning = meaningOf(text, await currentVocabulary(), keyWith(all));
    return { text, searchedAs, ...(meaning && { meaning }) };
  }

  /** The nearest known word to an unknown one: a typo, the same word in the other script, or its end left out. */
  async function nearestKnown(word: string): Promise<KnownWord | undefined> {
    const near = await repository.nearest(word, candidatesPerWord);
    const typo = correction(word, near);
    if (typo !== undefined) return near.find((candidate) => candidate.word === typo);
    const otherScript = transliterated(word);
    if (otherScript !== undefined) {
      const sameWord = await repository.nearest(otherScript, 3);
      const spelt = closest(otherScript, sameWord);
      if (spelt !== undefined) return sameWord.find((candidate) => candidate.word === spelt);
    }
    return word.length >= shortestBeginning ? repository.commonestStartingWith(word) : undefined;
  }

  /**
   * The query as it will be searched, with what the vocabulary says its words mean. A query whose words
   * the index or the vocabulary knows is searched as typed. Otherwise, when the same keys in the other
   * layout give known words, that text is searched (`ntktajy` → «телефон»); failing that, each unknown
   * word becomes the nearest known word within the edits its length allows («велсипед» → «велосипед»),
   * or the same word in the other script («кавасаки» → «kawasaki»), or else the commonest word it
   * begins («велос» → «велосипед»); words with nothing near stay.
   */
  async function read(typed: string): Promise<ReadQuery> {
    const words = checkedWords(typed);
    const switched = switchLayout(typed);
    const switchedWords = switched === undefined ? [] : checkedWords(switched);
    const [known, standings] = await Promise.all([
      currentVocabulary(),
      repository.standings([...new Set([...words, ...switchedWords, ...wordsToKey(typed)])]),
    ]);
    const standing = new Map(standings.map((s) => [s.word, s]));
    const lexemes = new Map(standings.map((s) => [s.word, s.lexeme] as const));
    if (allKnown(words, standing, known)) return understood(typed, undefined, lexemes);
    if (switched !== undefined && allKnown(switchedWords, standing, known)) {
      return understood(switched, switched, lexemes);
    }
    const unknown = words.filter(
      (word) => standing.get(word)?.lexeme != null && !isKnown(word, standing, known),
    );
    const corrections = new Map<string, string>();
    await Promise.all(
      unknown.map(async (word) => {
        const fixed = await nearestKnown(word);
        if (fixed === undefined) return;
        corrections.set(word, fixed.word);
        lexemes.set(fixed.word, fixed.lexeme);
      }),
    );
    if (corrections.size === 0) return understood(typed, undefined, lexemes);
    const text = typed.replace(tokens, (token) => corrections.get(normalWord(token)) ?? token);
    return understood(text, text, lexemes);
  }

  /**
   * What a word's beginning may mean by the vocabulary: the meanings of the forms it begins («посудо» →
   * «посудомоечная машина», «айф» → «iphone») or of a form it holds whole («самсунгг» → «samsung»).
   */
  async function meaningsOfBeginning(beginning: string): Promise<string[]> {
    const prefix = normalWord(beginning);
    if (prefix.length < 3) return [];
    const meant = (await currentVocabulary()).entries.filter((entry) =>
      entry.forms
        .map(normalWord)
        .some((form) => form.startsWith(prefix) || (form.length >= 3 && prefix.startsWith(form))),
    );
    return [...new Set(meant.flatMap((entry) => entry.means))];
  }

  return {
    read,

    /** Builds the vocabulary again at the next search (an entry was accepted here). */
    forgetVocabulary: currentVocabulary.forget,

    /**
     * What else a beginning typed into the search box may mean, likeliest first, for autocomplete
     * when no name contains it as typed: the other keyboard layout (`ntktaj` → «телефо»), what the
     * vocabulary says it means («посудо» → «посудомоечная машина», «айф» → «iphone»), and the query with its
     * typos corrected.
     */
    async alternativesOfBeginning(typed: string): Promise<string[]> {
      const switched = switchLayout(typed);
      const words = typed.trim().split(/\s+/);
      const last = words.pop() ?? '';
      const meant = (await meaningsOfBeginning(last)).map((meaning) => [...words, meaning].join(' '));
      const { searchedAs } = await read(typed);
      const all = [switched, ...meant, searchedAs].filter((text) => text !== undefined && text !== typed);
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
