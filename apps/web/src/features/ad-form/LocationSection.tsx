import { Controller } from 'react-hook-form';
import { adFormLabels } from '@mp/contract';
import { CitySearchField } from '../city/index.ts';
import { AddressField } from './AddressField.tsx';
import { ControlField } from './ControlField.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  cityId: number | undefined;
  located: boolean;
  fieldError: (name: FormField) => string | undefined;
}

/**
 * Where the item is: the city, found by typing, and an address suggested within it. The point on the
 * map comes only from a chosen suggestion, so changing the city or typing by hand forgets it.
 */
export function LocationSection({ form: { setValue, control }, cityId, located, fieldError }: Props) {
  const forgetPoint = () => {
    setValue('latitude', null);
    setValue('longitude', null);
  };
  return (
    <section className={styles.section}>
      <h2 className={styles.subtitle}>{adFormLabels.location}</h2>
      <ControlField label={adFormLabels.city} error={fieldError('city_id')}>
        {(fieldProps) => (
          <Controller
            control={control}
            name="city_id"
            render={({ field }) => (
              <CitySearchField
                control={fieldProps}
                value={cityId}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChoose={(city) => {
                  if (city.id === cityId) return;
                  field.onChange(String(city.id));
                  forgetPoint();
                }}
              />
            )}
          />
        )}
      </ControlField>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressField
            value={field.value}
            inputRef={field.ref}
            cityId={cityId}
            located={located}
            error={fieldError('address')}
            onBlur={field.onBlur}
            onType={(text) => {
              field.onChange(text);
              forgetPoint();
            }}
            onChoose={(suggestion) => {
              field.onChange(suggestion.value);
              const latitude = Number(suggestion.data.geo_lat);
              const longitude = Number(suggestion.data.geo_lon);
              const hasPoint = suggestion.data.geo_lat !== null && suggestion.data.geo_lon !== null;
              setValue('latitude', hasPoint && Number.isFinite(latitude) ? latitude : null);
              setValue('longitude', hasPoint && Number.isFinite(longitude) ? longitude : null);
            }}
          />
        )}
      />
    </section>
  );
}
