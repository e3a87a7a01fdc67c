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

/** What is sold: category, then its subcategory (reset when the category changes), and the title. */
export function CategorySection({ form: { register, setValue }, categories, categoryId, fieldError }: Props) {
  const category = categories?.find((item) => item.id === categoryId);
  return (
    <section className={styles.section}>
      <div className={styles.grid}>
        <ControlField label={adFormLabels.category} error={fieldError('category_id')}>
          {(fieldProps) => (
            <select
              {...fieldProps}
              {...register('category_id', {
                onChange: () => setValue('subcategory_id', ''),
              })}
            >
              <option value="">{adFormLabels.chooseCategory}</option>
              {categories?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </ControlField>
        <ControlField label={adFormLabels.subcategory} error={fieldError('subcategory_id')}>
          {(fieldProps) => (
            <select {...fieldProps} disabled={!category} {...register('subcategory_id')}>
              <option value="">{adFormLabels.chooseSubcategory}</option>
              {category?.subcategories.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
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
