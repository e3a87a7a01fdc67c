import { useId } from 'react';
import { adFormLabels, adLimits, type Filter } from '@mp/contract';
import { ControlField } from './ControlField.tsx';
import { FiltersFields } from './FiltersFields.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  description: string;
  filters: readonly Filter[];
  fieldError: (name: FormField) => string | undefined;
}

/** The description with its character counter, and the subcategory's characteristics. */
export function DescriptionSection({
  form: { register, formState },
  description,
  filters,
  fieldError,
}: Props) {
  const counterId = `${useId()}-counter`;
  return (
    <section className={styles.section}>
      <ControlField
        label={adFormLabels.description}
        error={fieldError('description')}
        describedBy={counterId}
      >
        {(fieldProps) => (
          <textarea
            {...fieldProps}
            className={`${fieldProps.className} ${styles.textarea}`}
            rows={6}
            maxLength={adLimits.descriptionMax}
            placeholder={adFormLabels.descriptionPlaceholder}
            {...register('description')}
          />
        )}
      </ControlField>
      <p id={counterId} className={styles.counter}>
        {adFormLabels.characterCount(description.length, adLimits.descriptionMax)}
      </p>
      <FiltersFields filters={filters} register={register} errors={formState.errors.filters} />
    </section>
  );
}
