/**
 * Model codes and the other script. A code is a token of letters and digits («rtx3060», «ps4», «с23»): ads
 * write it whole or split («RTX 3060»), with Latin letters even when typed in Cyrillic («Galaxy S23»).
 */

const code = /^(?=.*\p{L})(?=.*\p{N})[\p{L}\p{N}]+$/u;
const cyrillic = /\p{Script=Cyrillic}/u;
const latin = /\p{Script=Latin}/u;

/** Cyrillic letters as Latin, the way people write Russian words and model letters in Latin. */
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Latin letters and pairs as Russian spells foreign names («shimano» → «шимано»); pairs first. */
const latinToCyrillic: readonly (readonly [string, string])[] = [
  ['sch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'й'],
  ['z', 'з'],
];

export const isCode = (word: string): boolean => code.test(word);

/** Latin letters as Cyrillic, pairs first. */
function latinAsCyrillic(latinText: string): string {
  let rest = latinText;
  let result = '';
  while (rest.length > 0) {
    const pair = latinToCyrillic.find(([from]) => rest.startsWith(from));
    result += pair?.[1] ?? rest[0];
    rest = rest.slice(pair?.[0].length ?? 1);
  }
  return result;
}

/**
 * A word in the other script («кавасаки» → «kavasaki», «shimano» → «шимано»); a word of both scripts has
 * its Latin letters in Cyrillic («сноубord» → «сноуборд»); undefined for a word of neither.
 */
export function transliterated(word: string): string | undefined {
  const lower = word.toLocaleLowerCase('ru');
  const hasCyrillic = cyrillic.test(lower);
  const hasLatin = latin.test(lower);
  if (hasCyrillic && !hasLatin) return [...lower].map((letter) => cyrillicToLatin[letter] ?? letter).join('');
  if (hasLatin) return lower.replace(/\p{Script=Latin}+/gu, latinAsCyrillic);
  return undefined;
}

/**
 * How else an ad may write a code: split between its letters and digits when the letters are a name of two
 * or more («rtx3060» → «rtx 3060»; «s23» stays whole: «s» and «23» alone match anything), and with its
 * Cyrillic letters in Latin («с23» → «s23»).
 */
export function codeVariants(word: string): string[] {
  if (!isCode(word)) return [];
  const lower = word.toLocaleLowerCase('ru');
  const variants = new Set<string>();
  for (const form of [lower, cyrillic.test(lower) ? transliterated(lower) : undefined]) {
    if (form === undefined) continue;
    variants.add(form);
    const parts = form.match(/\p{L}+|\p{N}+/gu) ?? [];
    if (parts.every((part) => /\p{N}/u.test(part) || part.length >= 2)) variants.add(parts.join(' '));
  }
  variants.delete(lower);
  return [...variants];
}

/** The letters and the digits of a code, each part: «пс5» → ['пс', '5']. */
export const codeParts = (word: string): string[] =>
  word.toLocaleLowerCase('ru').match(/\p{L}+|\p{N}+/gu) ?? [];
