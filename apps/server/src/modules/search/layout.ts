// The Russian ЙЦУКЕН and the Latin QWERTY layouts key by key: text typed with the wrong one active.
const latin = '`qwertyuiop[]asdfghjkl;\'zxcvbnm,.~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>';
const cyrillic = 'ёйцукенгшщзхъфывапролджэячсмитьбюЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ';

const toCyrillic = new Map([...latin].map((char, i) => [char, cyrillic[i] ?? char]));
const toLatin = new Map([...cyrillic].map((char, i) => [char, latin[i] ?? char]));

const latinLetters = /[a-z]/gi;
const cyrillicLetters = /[а-яё]/gi;

/**
 * The text as it would read had the other layout been on: `ntktajy` → `телефон`, `ds,jh` → `выбор`,
 * `шзрщту` → `iphone`. The direction follows the letters the text has most of; characters without a
 * counterpart (digits, spaces) stay. Undefined when the text has no letters to switch.
 */
export function switchLayout(text: string): string | undefined {
  const latinCount = text.match(latinLetters)?.length ?? 0;
  const cyrillicCount = text.match(cyrillicLetters)?.length ?? 0;
  if (latinCount === 0 && cyrillicCount === 0) return undefined;
  const table = latinCount >= cyrillicCount ? toCyrillic : toLatin;
  return [...text].map((char) => table.get(char) ?? char).join('');
}
