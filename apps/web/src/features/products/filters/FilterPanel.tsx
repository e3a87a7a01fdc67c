import { productLabels } from '@mp/contract';
import { CategoryFields } from './CategoryFields.tsx';
import {
  ConditionField,
  DynamicFields,
  PeriodField,
  PriceField,
  SellerTypeField,
  VipField,
  type FieldProps,
} from './fields.tsx';
import styles from './Filters.module.css';

/** The desktop filter column; every change applies at once. */
export function FilterPanel(props: FieldProps) {
  return (
    <aside className={styles.panel} aria-label={productLabels.filters}>
      <CategoryFields {...props} />
      <PriceField {...props} />
      <DynamicFields {...props} />
      <VipField {...props} />
      <PeriodField {...props} />
      <ConditionField {...props} />
      <SellerTypeField {...props} />
    </aside>
  );
}
