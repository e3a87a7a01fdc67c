import { useId } from 'react';
import { productLabels, sortLabels, sortValues, type SortValue } from '@mp/contract';
import styles from './Filters.module.css';

interface Props {
  value: SortValue | undefined;
  onChange: (sort: SortValue | undefined) => void;
}

const capitalize = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** Spec §9 sort options; «по умолчанию» leaves the parameter out. */
export function SortSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className="visually-hidden">
        {productLabels.sort}
      </label>
      <select
        id={id}
        className={styles.sortSelect}
        value={value ?? ''}
        onChange={(event) => onChange(sortValues.find((sort) => sort === event.target.value))}
      >
        <option value="">{capitalize(sortLabels.default)}</option>
        {sortValues.map((sort) => (
          <option key={sort} value={sort}>
            {capitalize(sortLabels[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
