/**
 * Contacts written into an ad's title or description: the spec's ways to reach a seller are the chat and
 * the phone reveal, and a number in the text is how scammers take a buyer off the platform. Found: phone
 * numbers in any spacing, with +7 or 8 and with digits written as words («восемь девятьсот…»), e-mail
 * addresses, links and messenger handles.
 */

export type ContactKind = 'phone' | 'email' | 'link' | 'handle';

/** A contact found, as written (`fragment`), and where. */
export interface ContactInText {
  kind: ContactKind;
  fragment: string;
  start: number;
  end: number;
}

/** Number words and the value each adds (units, teens, tens, hundreds). */
const numberWords: Record<string, number> = {
  ноль: 0,
  нуль: 0,
  один: 1,
  одна: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  одиннадцать: 11,
  двенадцать: 12,
  тринадцать: 13,
  четырнадцать: 14,
  пятнадцать: 15,
  шестнадцать: 16,
  семнадцать: 17,
  восемнадцать: 18,
  девятнадцать: 19,
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  шестьдесят: 60,
  семьдесят: 70,
  восемьдесят: 80,
  девяносто: 90,
  сто: 100,
  двести: 200,
  триста: 300,
  четыреста: 400,
  пятьсот: 500,
  шестьсот: 600,
  семьсот: 700,
  восемьсот: 800,
  девятьсот: 900,
};

/** The highest and the lowest place a number word fills («шестнадцать»: tens and units). */
const highestPlace = (n: number) => (n >= 100 ? 100 : n >= 10 ? 10 : 1);
const lowestPlace = (n: number) => (n >= 100 ? 100 : n >= 20 ? 10 : 1);

/**
 * The digits a run of number words says: «девятьсот шестнадцать» is 916, «ноль ноль» is 00; a word joins
 * the number before it only below the places that number has filled («сорок пять пять» is 45 5).
 */
export function digitsOfWords(words: string[]): string {
  const numbers: number[] = [];
  let filledDownTo = 0;
  for (const word of words) {
    const n = numberWords[word]!;
    if (n !== 0 && numbers.length > 0 && highestPlace(n) < filledDownTo) numbers[numbers.length - 1]! += n;
    else numbers.push(n);
    filledDownTo = n === 0 ? 0 : lowestPlace(n);
  }
  return numbers.join('');
}

/** A Russian number: a mobile (9…) with or without 7/8, or any number with its 7/8 and area code. */
const phoneDigits = /^(?:(?:7|8)?9\d{9}|(?:7|8)[3-9]\d{9})$/;

/** Pieces a phone number is written in: digits, number words, and what may stand between them. */
const phonePiece = /\+?\d+|[а-яё]+/giu;
const between = /^[\s()\-–—.+/]*$/u;

/** Phone numbers: runs of digits and number words with only spacing, brackets, dashes or dots between. */
function phones(text: string): ContactInText[] {
  const found: ContactInText[] = [];
  let run: { start: number; end: number; parts: string[] } | undefined;
  const close = () => {
    if (run && phoneDigits.test(run.parts.join(''))) {
      found.push({ kind: 'phone', fragment: text.slice(run.start, run.end), start: run.start, end: run.end });
    }
    run = undefined;
  };
  let words: string[] = [];
  const flushWords = () => {
    if (words.length > 0 && run) run.parts.push(digitsOfWords(words));
    words = [];
  };
  for (const match of text.matchAll(phonePiece)) {
    const piece = match[0];
    const start = match.index;
    const end = start + piece.length;
    const word = piece.toLowerCase().replaceAll('ё', 'е');
    const isNumberWord = word in numberWords;
    const isDigits = /\d/.test(piece);
    if (!isNumberWord && !isDigits) {
      flushWords();
      close();
      continue;
    }
    if (run && !between.test(text.slice(run.end, start))) {
      flushWords();
      close();
    }
    run ??= { start, end, parts: [] };
    run.end = end;
    if (isNumberWord) words.push(word);
    else {
      flushWords();
      run.parts.push(piece.replace('+', ''));
    }
  }
  flushWords();
  close();
  return found;
}

const patterns: { kind: Exclude<ContactKind, 'phone'>; pattern: RegExp }[] = [
  { kind: 'email', pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu },
  {
    kind: 'link',
    pattern:
      /(?:https?:\/\/|www\.)[^\s]+|(?<![\p{L}\p{N}@.-])(?:[\p{L}\p{N}-]+\.)+(?:ru|рф|su|com|net|org|info|biz|io|me|pro|shop|store|site|online|club|by|kz|ua)(?![\p{L}\p{N}])(?:\/[^\s]*)?/giu,
  },
  { kind: 'handle', pattern: /(?<![\p{L}\p{N}._%+-])@[a-z0-9_]{4,32}(?![\p{L}\p{N}@.])/giu },
];

/** Every contact in `text`, in order of place; an e-mail's part is not also a link. */
export function findContacts(text: string): ContactInText[] {
  const found = phones(text);
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && other.start < end)) continue;
      found.push({ kind, fragment: match[0], start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
