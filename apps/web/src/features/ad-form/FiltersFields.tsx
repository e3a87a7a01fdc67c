import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { adFormLabels, type Filter } from '@mp/contract';
import type { AdFormValues } from './form-values.ts';
import styles from './AdForm.module.css';

interface Props {
  filters: readonly Filter[];
  register: UseFormRegister<AdFormValues>;
  errors: FieldErrors<AdFormValues>['filters'];
}

const labelOf = (filter: Filter) => (filter.unit ? `${filter.label}, ${filter.unit}` : filter.label);

/** The subcategory's own characteristics: a choice, a number within bounds, or a flag. */
export function FiltersFields({ filters, register, errors }: Props) {
  if (filters.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{adFormLabels.characteristics}</legend>
      <div className={styles.grid}>
        {filters.map((filter) => (
          <FilterField
            key={filter.id}
            filter={filter}
            register={register}
            error={
              (errors as Record<string, { message?: string } | undefined> | undefined)?.[filter.name]?.message
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

function FilterField({
  filter,
  register,
  error,
}: {
  filter: Filter;
  register: UseFormRegister<AdFormValues>;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const field = register(`filters.${filter.name}`);
  const invalid = error ? true : undefined;
  const message = error && (
    <p id={errorId} className={styles.error} role="alert">
      {error}
    </p>
  );
  if (filter.type === 'checkbox') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-invalid={invalid}
            aria-describedby={error ? errorId : undefined}
            {...field}
          />
          {filter.label}
        </label>
        {message}
      </div>
    );
  }
  if (filter.type === 'select') {
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {labelOf(filter)}
        </label>
        <select
          id={id}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
          {...field}
        >
          <option value="">{adFormLabels.notChosen}</option>
          {filter.values.map((option) => (
            <option key={option.id} value={option.value}>
              {option.value}
            </option>
          ))}
        </select>
        {message}
      </div>
    );
  }
  const bounds = adFormLabels.rangeBounds(filter.min, filter.max);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labelOf(filter)}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={bounds || undefined}
        aria-invalid={invalid}
        aria-describedby={[bounds && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
        {...field}
      />
      {bounds && (
        <p id={hintId} className={styles.hint}>
          {bounds}
        </p>
      )}
      {message}
    </div>
  );
}
