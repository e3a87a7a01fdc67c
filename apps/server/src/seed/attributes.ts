import type { FilterSeed, RangeFilterSeed } from './content/types.ts';
import type { Random } from './random.ts';

export type Attributes = Record<string, string | number | boolean>;

/** One value per filter of the subcategory: select → an option, range → a number, checkbox → boolean. */
export function randomAttributes(filters: readonly FilterSeed[], random: Random): Attributes {
  const attributes: Attributes = {};
  for (const filter of filters) {
    switch (filter.type) {
      case 'select':
        attributes[filter.name] = random.pick(filter.values);
        break;
      case 'range':
        attributes[filter.name] = rangeValue(filter, attributes, random);
        break;
      case 'checkbox':
        attributes[filter.name] = random.chance(0.5);
        break;
    }
  }
  return attributes;
}

function rangeValue(filter: RangeFilterSeed, attributes: Attributes, random: Random): number {
  const step = filter.step ?? 1;
  const [low, high] = filter.sample ?? [filter.min, filter.max];
  const limit = filter.atMost === undefined ? undefined : attributes[filter.atMost];
  const top = typeof limit === 'number' ? Math.min(high, limit) : high;
  const steps = Math.floor((top - low) / step);
  return Math.max(filter.min, Math.min(filter.max, low + random.int(0, Math.max(0, steps)) * step));
}
