import { codeParts, codeVariants, isCode } from './codes.ts';
import type { VocabularyEntry } from './entries.ts';

/** One typed word, or several read as one, and what else it means: «моник» → «монитор». */
export interface WordMeaning {
  typed: string;
  means: readonly string[];
  /** The subcategories (slugs) it names: «резина» names tyres. */
  subcategories: readonly string[];
}

/** A query read with the vocabulary: its words in order. */
export interface QueryMeaning {
  words: readonly WordMeaning[];
}

/** The key a word is matched by: its stem (`search_lexeme`), else the word itself in lower case. */
export type KeyOf = (word: string) => string;

/** The vocabulary's entries by the keys of their forms (a phrase's keys joined by spaces). */
export interface VocabularyIndex {
  byForm: ReadonlyMap<string, readonly VocabularyEntry[]>;
  /** Words in the longest form: how far a phrase is looked for. */
  longestForm: number;
  /** The key of every word of every form: a word the vocabulary knows is not a typo. */
  formKeys: ReadonlySet<string>;
  entries: readonly VocabularyEntry[];
}

/** Keys by the stems asked of the database; words under three letters are their own («пк», «тв»). */
export const keyWith =
  (lexemes: ReadonlyMap<string, string | null>): KeyOf =>
  (word) =>
    word.length < 3 ? word : (lexemes.get(word) ?? word);

export const normalWord = (word: string) => word.toLocaleLowerCase('ru').replaceAll('ё', 'е');
/** The words of a form or of a query: split at spaces and at hyphens between letters («робот-пылесос»). */
export const wordsOfText = (text: string): string[] =>
  text.split(/\s+|(?<=\p{L})-(?=\p{L})/u).filter((word) => word !== '');
const lettersOnly = /^\p{L}+$/u;
const digitsOnly = /^\p{N}+$/u;
/** A word of a query without the punctuation around it («моник,» → «моник»). */
const bare = (word: string) => normalWord(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

export function vocabularyIndex(entries: readonly VocabularyEntry[], keyOf: KeyOf): VocabularyIndex {
  const byForm = new Map<string, VocabularyEntry[]>();
  const formKeys = new Set<string>();
  let longestForm = 1;
  for (const entry of entries) {
    for (const form of entry.forms) {
      const words = wordsOfText(form).map(bare);
      const keys = words.map(keyOf);
      for (const key of keys) formKeys.add(key);
      const key = keys.join(' ');
      byForm.set(key, [...(byForm.get(key) ?? []), entry]);
      longestForm = Math.max(longestForm, words.length);
    }
  }
  return { byForm, longestForm, formKeys, entries };
}

/** The words of the text that the vocabulary's keys are needed for: letters only, each once. */
export const wordsToKey = (text: string): string[] =>
  [
    ...new Set(
      wordsOfText(text)
        .map(bare)
        .flatMap((word) => (isCode(word) ? codeParts(word) : [word])),
    ),
  ].filter((word) => lettersOnly.test(word));

const distinct = (texts: readonly string[], typed: string) =>
  [...new Set(texts.map(normalWord))].filter((text) => text !== normalWord(typed));

/**
 * The query read with the vocabulary, or undefined when nothing in it is known to it. A phrase of the
 * vocabulary is taken before its words («редми ноут» is Redmi Note, not a laptop); a code is also read
 * split and in Latin («пс5» → «playstation 5»); a name followed by a number is also read joined
 * («rtx 3060» → «rtx3060»). What the words mean is added to them, never put instead of them.
 */
export function meaningOf(text: string, vocabulary: VocabularyIndex, keyOf: KeyOf): QueryMeaning | undefined {
  const typed = wordsOfText(text);
  const words = typed.map(bare);
  /** The entries whose form is these words (letters only), or none. */
  const entriesOf = (part: readonly string[]): readonly VocabularyEntry[] =>
    part.every((word) => lettersOnly.test(word))
      ? (vocabulary.byForm.get(part.map(keyOf).join(' ')) ?? [])
      : [];
  const meansOf = (entries: readonly VocabularyEntry[], after = '') =>
    entries.flatMap((entry) => entry.means.map((meant) => `${meant}${after}`));

  /** How the words from `at` read: how many of them are read as one, what they mean, by which entries. */
  function readingAt(at: number): { count: number; means: string[]; entries: readonly VocabularyEntry[] } {
    for (let count = Math.min(vocabulary.longestForm, words.length - at); count > 1; count--) {
      const entries = entriesOf(words.slice(at, at + count));
      if (entries.length > 0) return { count, means: meansOf(entries), entries };
    }
    const word = words[at] ?? '';
    const next = words[at + 1] ?? '';
    if (isCode(word)) {
      const [letters = '', ...rest] = codeParts(word);
      const entries = entriesOf([letters]);
      const after = rest.map((part) => ` ${part}`).join('');
      return { count: 1, means: [...codeVariants(word), ...meansOf(entries, after)], entries };
    }
    const entries = entriesOf([word]);
    if (lettersOnly.test(word) && word.length >= 2 && digitsOnly.test(next)) {
      return { count: 2, means: [word + next, ...meansOf(entries, ` ${next}`)], entries };
    }
    return { count: 1, means: meansOf(entries), entries };
  }

  const result: WordMeaning[] = [];
  for (let at = 0; at < words.length;) {
    const { count, means, entries } = readingAt(at);
    const typedPart = typed.slice(at, at + count).join(' ');
    const subcategories = [...new Set(entries.flatMap((entry) => entry.subcategories))];
    result.push({ typed: typedPart, means: distinct(means, typedPart), subcategories });
    at += count;
  }
  const understood = result.some((word) => word.means.length > 0 || word.subcategories.length > 0);
  return understood ? { words: result } : undefined;
}
