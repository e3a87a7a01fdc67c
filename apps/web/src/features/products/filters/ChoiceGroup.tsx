import { useId } from 'react';
import styles from './Filters.module.css';

export interface Choice<T extends string> {
  value: T | undefined;
  label: string;
}

interface Props<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A radio group drawn as pills; `undefined` is the «any» choice. */
export function ChoiceGroup<T extends string>({ legend, choices, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pills}>
        {choices.map((choice) => (
          <label key={choice.value ?? ''} className={styles.pill}>
            <input
              type="radio"
              name={name}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
