import { productLabels } from '@mp/contract';
import { desktopQuery, useMediaQuery } from '../../../shared/lib/useMediaQuery.ts';
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

/**
 * The desktop filter column; every change applies at once. Phones have the filter screen instead, so it
 * is not drawn below 768 px (on the server, for a phone's user agent) rather than drawn hidden.
 */
export function FilterPanel(props: FieldProps) {
  const desktop = useMediaQuery(desktopQuery);
  if (!desktop) return null;
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
