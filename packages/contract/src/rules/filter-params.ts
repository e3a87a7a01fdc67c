/**
 * How a search names its filters in a query string (`GET /api/products`, `/search/:city`, `/map`):
 * `filter[brand]=Apple&filter[brand]=Samsung` (any of them; `filter[brand][]` too), a checkbox as `1`,
 * a range as `from-to`, `from-` or `-to` (or one number: exactly it).
 */

const filterKeyPattern = /^filter\[([^\][]{1,64})\](?:\[\])?$/;
const numberPart = String.raw`\d{1,12}(?:\.\d{1,4})?`;
const rangePattern = new RegExp(`^(${numberPart})?-(${numberPart})?$`);
const exactPattern = new RegExp(`^${numberPart}$`);

/** The query key of a filter: `filter[name]`. */
export const filterParamKey = (name: string): string => `filter[${name}]`;

/** The filter name of a query key, or undefined when the key is not a filter's. */
export const filterNameOfKey = (key: string): string | undefined => filterKeyPattern.exec(key)?.[1];

export interface RangeValue {
  from?: number;
  to?: number;
}

/** `from-to`, `from-`, `-to` or one number; undefined for anything else (also `-`). */
export function parseRangeValue(value: string): RangeValue | undefined {
  if (exactPattern.test(value)) return { from: Number(value), to: Number(value) };
  const match = rangePattern.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  return {
    ...(match[1] === undefined ? {} : { from: Number(match[1]) }),
    ...(match[2] === undefined ? {} : { to: Number(match[2]) }),
  };
}

/** The query value of a range; undefined when neither end is set. */
export function formatRangeValue({ from, to }: RangeValue): string | undefined {
  if (from === undefined && to === undefined) return undefined;
  return `${from ?? ''}-${to ?? ''}`;
}
