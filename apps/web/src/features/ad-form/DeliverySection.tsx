import { useId } from 'react';
import { deliveryLabels, parcelSizes, parcelSizeText, type ParcelSize } from '@mp/contract';
import { CheckField, FieldError, RadioGroup } from '../../shared/form/form-kit.tsx';
import { ControlField } from './ControlField.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  /** The box is asked for once the seller offers delivery. */
  offered: boolean;
  fieldError: (name: FormField) => string | undefined;
}

const sizeLabels = Object.fromEntries(parcelSizes.map((size) => [size, parcelSizeText(size)])) as Record<
  ParcelSize,
  string
>;

/**
 * «Доставка» (issue 29): the seller offers to send the goods by a carrier, chooses the box it fits in
 * and says what it weighs packed; shown for the kinds of ads that travel only.
 */
export function DeliverySection({ form: { register }, offered, fieldError }: Props) {
  const offerErrorId = `${useId()}-error`;
  const offerError = fieldError('delivery_available');
  return (
    <section className={styles.section} aria-label={deliveryLabels.offer}>
      <CheckField
        label={deliveryLabels.formOffer}
        hint={deliveryLabels.formOfferHint}
        aria-invalid={offerError ? true : undefined}
        aria-errormessage={offerError ? offerErrorId : undefined}
        {...register('delivery_available')}
      />
      <FieldError id={offerErrorId} message={offerError} />
      {offered && (
        <>
          <RadioGroup
            legend={deliveryLabels.formSize}
            options={parcelSizes}
            labels={sizeLabels}
            error={fieldError('parcel_size')}
            input={register('parcel_size')}
          />
          <div className={styles.grid}>
            <ControlField label={deliveryLabels.formWeight} error={fieldError('weight_kg')}>
              {(fieldProps) => (
                <input {...fieldProps} inputMode="decimal" autoComplete="off" {...register('weight_kg')} />
              )}
            </ControlField>
          </div>
          <CheckField label={deliveryLabels.formInPerson} {...register('handover_in_person')} />
        </>
      )}
    </section>
  );
}
