import type { Attributes } from './attributes.ts';
import { genderOf } from './content/genders.ts';
import type { SubcategorySeed } from './content/types.ts';
import { agree, counted, type CountForms } from './grammar.ts';
import type { Random } from './random.ts';

/**
 * Fills one of the subcategory's title patterns from the ad's attributes (see SubcategorySeed.titles);
 * `named` holds the value each placeholder took (`item` → «Пальто»), so the pictures can show it.
 */
export function adTitle(
  sub: SubcategorySeed,
  attributes: Attributes,
  random: Random,
): { title: string; named: ReadonlyMap<string, string> } {
  const pattern = random.pick(sub.titles);
  // A key means one value in the whole title, so `{kind}` and `{state|agree:kind}` speak of the same thing.
  const values = new Map<string, string>();
  const valueOf = (key: string): string => {
    const value = values.get(key) ?? placeholder(sub, key, attributes, random);
    values.set(key, value);
    return value;
  };
  const title = pattern.replace(
    /\{(\w+)(?:\|(\w+)(?::([^}]+))?)?\}/g,
    (_match, key: string, modifier?: string, argument?: string) =>
      modified(valueOf(key), modifier, argument, valueOf),
  );
  return { title: withoutRepeatedWords(title), named: values };
}

function modified(
  text: string,
  modifier: string | undefined,
  argument: string | undefined,
  valueOf: (key: string) => string,
): string {
  switch (modifier) {
    case undefined:
      return text;
    case 'lower':
      return text.toLowerCase();
    case 'agree':
      return agree(text.toLowerCase(), genderOf(valueOf(argument ?? '')));
    case 'count':
      return counted(Number(text), countForms(argument ?? ''));
    default:
      throw new Error(`Unknown title modifier |${modifier}`);
  }
}

function countForms(argument: string): CountForms {
  const [one, few, many] = argument.split('/');
  if (!one || !few || !many) throw new Error(`|count needs three forms, got «${argument}»`);
  return [one, few, many];
}

/** «Xiaomi Xiaomi 13T» → «Xiaomi 13T»: a model name may already begin with its brand. */
export function withoutRepeatedWords(title: string): string {
  return title.replace(/(^|\s)(\S+)(\s+\2)+(?=\s|,|$)/giu, '$1$2');
}

function placeholder(sub: SubcategorySeed, key: string, attributes: Attributes, random: Random): string {
  if (key === 'model') {
    const models = sub.models?.[String(attributes.brand)];
    if (models) return random.pick(models);
  }
  const attribute = attributes[key];
  if (typeof attribute === 'string' || typeof attribute === 'number') return String(attribute);
  const derived = sub.derived?.[key];
  const mapped = derived && derived.map[String(attributes[derived.from])];
  if (mapped) return mapped;
  const words = sub.words?.[key];
  if (words) return random.pick(words);
  throw new Error(`Title placeholder {${key}} of subcategory ${sub.slug} has no source`);
}

/** Two or three sentences of the subcategory plus optional lead and closing lines. */
export function adDescription(
  sub: SubcategorySeed,
  random: Random,
  lines: { lead?: string | undefined; closing: string },
): string {
  const body = random.sample(sub.descriptions, random.int(2, 3));
  return [lines.lead, ...body, lines.closing].filter(Boolean).join(' ');
}

/** Rounds a price the way sellers do: 12 345 → 12 500, 3 456 → 3 450. */
export function roundPrice(rubles: number): number {
  const digits = Math.floor(Math.log10(Math.max(rubles, 1))) + 1;
  const step = digits <= 2 ? 10 : 10 ** (digits - 2) / 2;
  return Math.max(step, Math.round(rubles / step) * step);
}
