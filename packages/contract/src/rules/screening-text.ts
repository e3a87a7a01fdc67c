/**
 * An ad's text as the automatic checks read it: words in lower case with «е» for «ё», each with where it
 * stands in the original text (to quote it to a moderator), and the disguises sellers use to slip a word
 * past a list undone: Latin letters that look Cyrillic («oружие» with a Latin «o») and digits that look
 * like letters («0ружие», «ОРУЖ1Е»), inside a word that is otherwise Cyrillic.
 */

/** A word of the text: `word` normalised, `start`/`end` its place in the original. */
export interface TextWord {
  word: string;
  start: number;
  end: number;
}

/** Latin letters drawn like Cyrillic ones (lower case). */
const cyrillicLookalikes: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  u: 'и',
  x: 'х',
  y: 'у',
};

/** Digits used for the letters they resemble. */
const letterDigits: Record<string, string> = {
  '0': 'о',
  '1': 'и',
  '3': 'з',
  '4': 'ч',
  '6': 'б',
  '8': 'в',
};

const cyrillic = /[а-я]/u;

/** One word in lower case, «ё» as «е», and its lookalike letters and digits read as Cyrillic if it is Cyrillic. */
export function plainWord(raw: string): string {
  const lower = raw.toLowerCase().replaceAll('ё', 'е');
  if (!cyrillic.test(lower)) return lower;
  return [...lower].map((char) => cyrillicLookalikes[char] ?? letterDigits[char] ?? char).join('');
}

/** The words of a text (runs of letters and digits), normalised, with their places. */
export function textWords(text: string): TextWord[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: plainWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * A description as the copy check compares it: its words normalised (so case, punctuation, spacing and
 * lookalike letters do not hide a copy), or null when it has fewer than `minWords` words.
 */
export function textFingerprint(text: string, minWords: number): string | null {
  const words = textWords(text).map(({ word }) => word);
  return words.length < minWords ? null : words.join(' ');
}
