import { useId } from 'react';
import { productLabels } from '@mp/contract';
import { useCategories } from '../../catalog/index.ts';
import { resolveCategory } from '../catalog.ts';
import { withCategory, withSubcategory, type ProductFilters } from '../../../shared/search-params.ts';
import styles from './Filters.module.css';

interface Props {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

const toId = (value: string) => (value === '' ? undefined : Number(value));

/** Category, then the chosen category's subcategory. */
export function CategoryFields({ filters, onChange }: Props) {
  const id = useId();
  const { data: categories = [] } = useCategories();
  const { category, subcategory } = resolveCategory(categories, filters.category_id, filters.subcategory_id);
  return (
    <div className={styles.field}>
      <label className={styles.legend} htmlFor={id}>
        {productLabels.category}
      </label>
      <select
        id={id}
        className={styles.select}
        value={category?.id ?? ''}
        onChange={(event) => onChange(withCategory(filters, toId(event.target.value)))}
      >
        <option value="">{productLabels.anyCategory}</option>
        {categories.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      {category && category.subcategories.length > 0 && (
        <select
          className={styles.select}
          aria-label={productLabels.subcategory}
          value={subcategory?.id ?? ''}
          onChange={(event) =>
            onChange(withSubcategory({ ...filters, category_id: category.id }, toId(event.target.value)))
          }
        >
          <option value="">{productLabels.anySubcategory}</option>
          {category.subcategories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
