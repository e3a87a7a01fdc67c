import { formatRangeValue, parseRangeValue, productLabels, type Filter } from '@mp/contract';
import { parseNumberInput } from '../../../shared/search-params.ts';
import { Checkbox } from './Checkbox.tsx';
import { RangeInputs } from './RangeInputs.tsx';
import styles from './Filters.module.css';

interface Props {
  filter: Filter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}

const toggle = (values: readonly string[], value: string, on: boolean) =>
  on ? [...values, value] : values.filter((item) => item !== value);

const bound = (prefix: string, value: number | null) => (value === null ? undefined : `${prefix} ${value}`);

/** One filter of the subcategory (GET /api/filters): options as checkboxes, a range, or a flag. */
export function DynamicFilterField({ filter, values, onChange }: Props) {
  const legend = filter.unit ? `${filter.label}, ${filter.unit}` : filter.label;
  switch (filter.type) {
    case 'checkbox':
      return (
        <div className={styles.field}>
          <Checkbox
            name={filter.name}
            label={filter.label}
            checked={values.includes('1')}
            onChange={(on) => onChange(on ? ['1'] : [])}
          />
        </div>
      );
    case 'range': {
      const { from, to } = parseRangeValue(values[0] ?? '') ?? {};
      return (
        <fieldset className={styles.field}>
          <legend className={styles.legend}>{legend}</legend>
          <RangeInputs
            name={filter.name}
            label={filter.label}
            from={from}
            to={to}
            parse={parseNumberInput}
            placeholders={{
              from: bound(productLabels.priceFrom, filter.min),
              to: bound(productLabels.priceTo, filter.max),
            }}
            onCommit={(nextFrom, nextTo) => {
              const value = formatRangeValue({ from: nextFrom, to: nextTo });
              onChange(value === undefined ? [] : [value]);
            }}
          />
        </fieldset>
      );
    }
    case 'select':
      return (
        <fieldset className={styles.field}>
          <legend className={styles.legend}>{legend}</legend>
          <div className={styles.options}>
            {filter.values.map((option) => (
              <Checkbox
                key={option.id}
                name={filter.name}
                label={option.value}
                checked={values.includes(option.value)}
                onChange={(on) => onChange(toggle(values, option.value, on))}
              />
            ))}
          </div>
        </fieldset>
      );
  }
}
