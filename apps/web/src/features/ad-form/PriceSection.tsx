import { adFormLabels, adStatusLabels, adStatusValues } from '@mp/contract';
import { RadioGroup } from '../../shared/form/form-kit.tsx';
import { ControlField } from './ControlField.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  fieldError: (name: FormField) => string | undefined;
}

/** The item's condition, its price and how many are for sale. */
export function PriceSection({ form: { register }, fieldError }: Props) {
  return (
    <section className={styles.section}>
      <RadioGroup
        legend={adFormLabels.condition}
        options={adStatusValues}
        labels={adStatusLabels}
        error={fieldError('condition')}
        input={register('condition')}
      />
      <div className={styles.grid}>
        <ControlField label={adFormLabels.price} error={fieldError('price')}>
          {(fieldProps) => (
            <input {...fieldProps} inputMode="decimal" autoComplete="off" {...register('price')} />
          )}
        </ControlField>
        <ControlField label={adFormLabels.quantity} error={fieldError('quantity')}>
          {(fieldProps) => (
            <input {...fieldProps} inputMode="numeric" autoComplete="off" {...register('quantity')} />
          )}
        </ControlField>
      </div>
    </section>
  );
}
