import type { CategoryIconName } from '@mp/contract';

/** Shapes of the catalogue taxonomy: what goes into the reference tables and how demo ads are made. */

export interface SelectFilterSeed {
  type: 'select';
  name: string;
  label: string;
  values: readonly string[];
}

export interface RangeFilterSeed {
  type: 'range';
  name: string;
  label: string;
  unit: string | null;
  min: number;
  max: number;
  /** Bounds demo ads are drawn from, when narrower than the filter's own (a 2-room flat is not 300 m²). */
  sample?: readonly [number, number];
  /** Demo values are rounded to this step (mileage to 1,000 km). Default 1. */
  step?: number;
  /** Demo value never exceeds this other attribute of the same ad (floor ≤ floors). */
  atMost?: string;
}

export interface CheckboxFilterSeed {
  type: 'checkbox';
  name: string;
  label: string;
}

export type FilterSeed = SelectFilterSeed | RangeFilterSeed | CheckboxFilterSeed;

export type ConditionMix = 'new' | 'used' | 'mixed';

export interface SubcategorySeed {
  name: string;
  slug: string;
  filters: readonly FilterSeed[];
  /**
   * Ad title patterns. `{key}` is replaced by the ad's attribute of that name, else by a pick from
   * `derived[key]`, else by a pick from `words[key]`; `{model}` picks from `models[<brand attribute>]`;
   * `{key|lower}` lower-cases the text (colours and types in mid-title); `{key|agree:noun}` makes the
   * masculine adjective of `key` agree with the value of `{noun}` (content/genders.ts);
   * `{key|count:дюйм/дюйма/дюймов}` writes the number with the noun form it takes.
   */
  titles: readonly string[];
  words?: Readonly<Record<string, readonly string[]>>;
  models?: Readonly<Record<string, readonly string[]>>;
  /** Placeholders derived from an attribute, for grammar: `{subject_dat}` → «математике». */
  derived?: Readonly<Record<string, { from: string; map: Readonly<Record<string, string>> }>>;
  /** Sentences specific to the subcategory; an ad description takes two or three of them. */
  descriptions: readonly string[];
  /** Believable price range in rubles. */
  price: readonly [number, number];
  /** Default: mixed. */
  condition?: ConditionMix;
}

/** What kind of ads a category holds; picks the closing sentences of descriptions. */
export type CategoryKind = 'goods' | 'vehicles' | 'realty' | 'services' | 'jobs' | 'animals';

export interface CategorySeed {
  name: string;
  slug: string;
  icon: CategoryIconName;
  kind: CategoryKind;
  /** Share of this category's demo ads placed by companies (0..1). */
  companyShare: number;
  /** Shop names of demo companies selling in this category. */
  companies: readonly string[];
  subcategories: readonly SubcategorySeed[];
}

export const select = (name: string, label: string, values: readonly string[]): SelectFilterSeed => ({
  type: 'select',
  name,
  label,
  values,
});

export const range = (
  name: string,
  label: string,
  unit: string | null,
  min: number,
  max: number,
  demo: Pick<RangeFilterSeed, 'sample' | 'step' | 'atMost'> = {},
): RangeFilterSeed => ({ type: 'range', name, label, unit, min, max, ...demo });

export const checkbox = (name: string, label: string): CheckboxFilterSeed => ({
  type: 'checkbox',
  name,
  label,
});
