import { productLabels } from '@mp/contract';
import { resetFilters, type ProductFilters } from '../../../shared/search-params.ts';
import type { FilterChip } from './chips.ts';
import styles from './Filters.module.css';

interface Props {
  chips: readonly FilterChip[];
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

/** The active filters as removable chips, and «Сбросить всё». */
export function ActiveFilterChips({ chips, filters, onChange }: Props) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          <span>{chip.label}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={productLabels.removeFilter(chip.label)}
            onClick={() => onChange(chip.without)}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.resetAll} onClick={() => onChange(resetFilters(filters))}>
          {productLabels.resetAll}
        </button>
      </li>
    </ul>
  );
}
