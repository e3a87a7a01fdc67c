import { placeLabels } from '../labels/index.ts';

/**
 * The prepositional case of Russian city names, for «в …»: Москва → Москве, Нижний Новгород → Нижнем
 * Новгороде, Набережные Челны → Набережных Челнах. The cities table keeps only the nominative, so the
 * form is derived from the endings; where the endings do not settle it the rule says it is unsure.
 */

/** Names the endings get wrong: fleeting vowels, the locative in -у, gender the ending hides. */
const exceptions: Record<string, string> = {
  Орёл: 'Орле',
  Орел: 'Орле',
  Елец: 'Ельце',
  Череповец: 'Череповце',
  Бор: 'Бору',
  Клин: 'Клину',
  Камень: 'Камне',
  Кинель: 'Кинеле',
  Строитель: 'Строителе',
  Грязи: 'Грязях',
  Сочи: 'Сочи',
  Тольятти: 'Тольятти',
  'Старый Крым': 'Старом Крыму',
  'Сосновый Бор': 'Сосновом Бору',
  'Большой Камень': 'Большом Камне',
  'Вышний Волочек': 'Вышнем Волочке',
};

const hushingOrVelar = /[кгхжшщ]$/;
const adjective = /(?:[кгхцн]ий|ый|[нвшс]ой|ая|яя|ое|ые|ие)$/;
/** Plural adjectives (Набережные) make the noun after them plural too (Челны → Челнах). */
const pluralAdjective = /(?:ые|ие)$/;

/** Adjective endings and their prepositional case, the first that fits. */
const adjectiveEndings: [RegExp, string][] = [
  [/([кгхц])ий$/, '$1ом'],
  [/ний$/, 'нем'],
  [/[ыо]й$/, 'ом'],
  [/яя$/, 'ей'],
  [/ая$/, 'ой'],
  [/ое$/, 'ом'],
  [/ые$/, 'ых'],
  [/ие$/, 'их'],
];

/** An adjective in the prepositional case (Нижний → Нижнем, Набережные → Набережных). */
function adjectiveLocative(word: string): string | undefined {
  const rule = adjectiveEndings.find(([ending]) => ending.test(word));
  return rule && word.replace(rule[0], rule[1]);
}

/** A plural noun (Челны, Химки, Огни) in the prepositional case. */
function pluralNounLocative(word: string): string | undefined {
  if (/ы$/.test(word)) return word.slice(0, -1) + 'ах';
  if (/и$/.test(word)) {
    const stem = word.slice(0, -1);
    return stem + (hushingOrVelar.test(stem) ? 'ах' : 'ях');
  }
  return undefined;
}

/** A singular noun in the prepositional case; undefined when its ending does not settle it. */
function nounLocative(word: string): string | undefined {
  if (/(?:ово|ёво|ево|ино|ыно)$/.test(word)) return word.slice(0, -1) + 'е';
  if (/ье$/.test(word)) return word;
  if (/[еиоуыэю]$/.test(word)) {
    // Plural names: Шахты, Химки, Мытищи. Other vowel endings are indeclinable (Улан-Удэ) or unsure.
    if (/ы$/.test(word) || /[кгхжшщ]и$/.test(word)) return pluralNounLocative(word);
    return /[эуюе]$/.test(word) ? word : undefined;
  }
  if (/ия$/.test(word)) return word.slice(0, -1) + 'и';
  if (/[ая]$/.test(word)) return word.slice(0, -1) + 'е';
  if (/(?:поль|вль)$/.test(word)) return word.slice(0, -1) + 'е';
  if (/сталь$/.test(word)) return word.slice(0, -1) + 'и';
  if (/ль$/.test(word)) return undefined;
  if (/ь$/.test(word)) return word.slice(0, -1) + 'и';
  if (/[аеоу]й$/.test(word)) return word.slice(0, -1) + 'е';
  if (/ец$/.test(word)) return undefined;
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(word)) return word + 'е';
  return undefined;
}

/** The first part of a hyphenated name (Камень-на-Оби), exceptions first. */
const headLocative = (word: string) => exceptions[word] ?? nounLocative(word);

/** One word of a name; `plural` when a plural adjective came before it. */
function wordLocative(word: string, plural: boolean): string | undefined {
  if (plural) return pluralNounLocative(word);
  return adjective.test(word) ? adjectiveLocative(word) : nounLocative(word);
}

/** Words apart by spaces: Нижний Новгород, Сергиев Посад (a possessive -ов/-ев/-ин first declines as an adjective). */
function phraseLocative(name: string): string | undefined {
  const words = name.split(' ');
  const declined: string[] = [];
  let plural = false;
  for (const [index, word] of words.entries()) {
    const possessive = index < words.length - 1 && /(?:ов|ев|ин)$/.test(word);
    const form = possessive ? word + 'ом' : wordLocative(word, plural);
    if (form === undefined) return undefined;
    declined.push(form);
    plural = pluralAdjective.test(word);
  }
  return declined.join(' ');
}

/** Hyphenated names: Ростов-на-Дону, Санкт-Петербург, Петропавловск-Камчатский, Орехово-Зуево. */
function hyphenatedLocative(name: string): string | undefined {
  const onRiver = /^([^-]+)(-на-.+)$/.exec(name);
  if (onRiver?.[1] && onRiver[2]) {
    const head = headLocative(onRiver[1]);
    return head === undefined ? undefined : head + onRiver[2];
  }
  const parts = name.split('-');
  const last = parts.pop() ?? '';
  const lastForm = phraseLocative(last);
  if (lastForm === undefined) return undefined;
  const neuterPair =
    /(?:ово|ево|ёво|ино)$/.test(last) && parts.every((part) => /(?:ово|ево|ино)$/.test(part));
  // The first part declines too when the last is an adjective (Каменск-Уральский) or both are -ово nouns.
  if (parts.length === 1 && (adjective.test(last) || neuterPair)) {
    const head = headLocative(parts[0] ?? '');
    return head === undefined ? undefined : `${head}-${lastForm}`;
  }
  return [...parts, lastForm].join('-');
}

/** The prepositional form of a city's name (Москва → Москве), or undefined when unsure. */
export function cityLocative(name: string): string | undefined {
  const trimmed = name.trim();
  const exception = exceptions[trimmed];
  if (exception) return exception;
  if (trimmed === '') return undefined;
  return trimmed.includes('-') ? hyphenatedLocative(trimmed) : phraseLocative(trimmed);
}

/** «в» or, before в/ф and another consonant, «во» (во Владимире, во Всеволожске). */
const preposition = (word: string) => (/^[вфВФ][бвгджзйклмнпрстфхцчшщ]/i.test(word) ? 'во' : 'в');

/** «в Москве», «во Владимире»; a name the rule is unsure of keeps its nominative: «в городе Бодайбо». */
export function inCity(name: string): string {
  const locative = cityLocative(name);
  return locative === undefined ? placeLabels.inCityOf(name.trim()) : `${preposition(locative)} ${locative}`;
}

/** Where a search looks: a city, or all of Russia (null). */
export function inPlace(cityName: string | null): string {
  return cityName === null ? placeLabels.inRussia : inCity(cityName);
}
