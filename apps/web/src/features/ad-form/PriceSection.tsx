import { adFormLabels, adStatusLabels, adStatusValues, canBeBought, type AdKind } from '@mp/contract';
import { RadioGroup } from '../../shared/form/form-kit.tsx';
import { ControlField } from './ControlField.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  /** A vacancy or a service is asked only its price (record 0111). */
  kind: AdKind;
  fieldError: (name: FormField) => string | undefined;
}

const priceLabel = {
  goods: adFormLabels.price,
  job: adFormLabels.salary,
  service: adFormLabels.servicePrice,
};

/** The item's condition, its price and how many are for sale; a vacancy's salary, a service's price. */
export function PriceSection({ form: { register }, kind, fieldError }: Props) {
  const goods = canBeBought(kind);
  return (
    <section className={styles.section}>
      {goods && (
        <RadioGroup
          legend={adFormLabels.condition}
          options={adStatusValues}
          labels={adStatusLabels}
          error={fieldError('condition')}
          input={register('condition')}
        />
      )}
      <div className={styles.grid}>
        <ControlField label={priceLabel[kind]} error={fieldError('price')}>
          {(fieldProps) => (
            <input {...fieldProps} inputMode="decimal" autoComplete="off" {...register('price')} />
          )}
        </ControlField>
        {goods && (
          <ControlField label={adFormLabels.quantity} error={fieldError('quantity')}>
            {(fieldProps) => (
              <input {...fieldProps} inputMode="numeric" autoComplete="off" {...register('quantity')} />
            )}
          </ControlField>
        )}
      </div>
    </section>
  );
}
