import {
  adKindOf,
  adStatusLabels,
  adStatusValues,
  canBeBought,
  parsePriceInput,
  periodLabels,
  periodValues,
  productLabels,
  sellerTypeLabels,
  sellerTypeValues,
  shellLabels,
} from '@mp/contract';
import { useCategories } from '../../catalog/index.ts';
import { useSubcategoryFilters } from '../api.ts';
import { resolveCategory } from '../catalog.ts';
import { withDynamic, type ProductFilters } from '../../../shared/search-params.ts';
import { Checkbox } from './Checkbox.tsx';
import { ChoiceGroup, type Choice } from './ChoiceGroup.tsx';
import { DynamicFilterField } from './DynamicFilterField.tsx';
import { RangeInputs } from './RangeInputs.tsx';
import styles from './Filters.module.css';

/** Every field edits the filters as a whole, so the panel and the mobile screen share them. */
export interface FieldProps {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}

const groupDigits = (value: number) => new Intl.NumberFormat('ru-RU').format(value).replace(/\s/g, ' ');

export function PriceField({ filters, onChange }: FieldProps) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{productLabels.price}</legend>
      <RangeInputs
        name="price"
        label={productLabels.price}
        from={filters.price_from}
        to={filters.price_to}
        parse={parsePriceInput}
        format={groupDigits}
        onCommit={(price_from, price_to) => onChange({ ...filters, price_from, price_to })}
      />
    </fieldset>
  );
}

export function VipField({ filters, onChange }: FieldProps) {
  return (
    <div className={styles.field}>
      <Checkbox
        name="vip"
        label={shellLabels.vipOnly}
        checked={filters.vip === true}
        onChange={(on) => onChange({ ...filters, vip: on || undefined })}
      />
    </div>
  );
}

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));

const anyChoice = { value: undefined, label: productLabels.any };

export function PeriodField({ filters, onChange }: FieldProps) {
  return (
    <ChoiceGroup
      legend={productLabels.period}
      choices={choices(periodValues, periodLabels)}
      value={filters.period}
      onChange={(period) => onChange({ ...filters, period: period ?? 'all' })}
    />
  );
}

/** Goods only: a vacancy or a service has no condition (record 0111). */
export function ConditionField({ filters, onChange }: FieldProps) {
  const { data: categories = [] } = useCategories();
  const { category } = resolveCategory(categories, filters.category_id, filters.subcategory_id);
  if (category && !canBeBought(adKindOf(category.slug))) return null;
  return (
    <ChoiceGroup
      legend={productLabels.condition}
      choices={[anyChoice, ...choices(adStatusValues, adStatusLabels)]}
      value={filters.ad_status}
      onChange={(ad_status) => onChange({ ...filters, ad_status })}
    />
  );
}

export function SellerTypeField({ filters, onChange }: FieldProps) {
  return (
    <ChoiceGroup
      legend={productLabels.sellerType}
      choices={[anyChoice, ...choices(sellerTypeValues, sellerTypeLabels)]}
      value={filters.seller_type}
      onChange={(seller_type) => onChange({ ...filters, seller_type })}
    />
  );
}

/** The chosen subcategory's own filters; nothing until a subcategory is picked. */
export function DynamicFields({ filters, onChange }: FieldProps) {
  const { data: definitions = [] } = useSubcategoryFilters(filters.subcategory_id);
  return definitions.map((filter) => (
    <DynamicFilterField
      key={filter.id}
      filter={filter}
      values={filters.filters[filter.name] ?? []}
      onChange={(values) => onChange(withDynamic(filters, filter.name, values))}
    />
  ));
}
