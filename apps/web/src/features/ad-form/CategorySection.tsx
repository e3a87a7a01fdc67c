import { Controller } from 'react-hook-form';
import { adFormLabels, adLimits, type Category } from '@mp/contract';
import { ControlField } from './ControlField.tsx';
import type { AdFormApi, FormField } from './form-api.ts';
import styles from './AdForm.module.css';

interface Props {
  form: AdFormApi;
  categories: readonly Category[] | undefined;
  categoryId: number | undefined;
  fieldError: (name: FormField) => string | undefined;
}

/**
 * What is sold: category, then its subcategory (reset when the category changes), and the title. The
 * selects are controlled, so an ad's or a draft's values show once the categories have loaded.
 */
export function CategorySection({
  form: { register, setValue, control },
  categories,
  categoryId,
  fieldError,
}: Props) {
  const category = categories?.find((item) => item.id === categoryId);
  return (
    <section className={styles.section}>
      <div className={styles.grid}>
        <ControlField label={adFormLabels.category} error={fieldError('category_id')}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="category_id"
              render={({ field }) => (
                <select
                  {...fieldProps}
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    setValue('subcategory_id', '');
                  }}
                >
                  <option value="">{adFormLabels.chooseCategory}</option>
                  {categories?.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </ControlField>
        <ControlField label={adFormLabels.subcategory} error={fieldError('subcategory_id')}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="subcategory_id"
              render={({ field }) => (
                <select {...fieldProps} {...field} disabled={!category}>
                  <option value="">{adFormLabels.chooseSubcategory}</option>
                  {category?.subcategories.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </ControlField>
      </div>
      <ControlField label={adFormLabels.name} error={fieldError('name')}>
        {(fieldProps) => (
          <input
            {...fieldProps}
            maxLength={adLimits.nameMax}
            placeholder={adFormLabels.namePlaceholder}
            {...register('name')}
          />
        )}
      </ControlField>
    </section>
  );
}
