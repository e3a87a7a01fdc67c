import {
  adStatusLabels,
  formatPrice,
  parseRangeValue,
  periodLabels,
  productLabels,
  sellerTypeLabels,
  shellLabels,
  type Filter,
} from '@mp/contract';
import type { CategoryPick } from '../catalog.ts';
import {
  withCategory,
  withDynamic,
  withSubcategory,
  type ProductFilters,
} from '../../../shared/search-params.ts';

export interface FilterChip {
  key: string;
  label: string;
  /** The filters with this one removed. */
  without: ProductFilters;
}

function priceLabel(from: number | undefined, to: number | undefined): string {
  const parts = [];
  if (from !== undefined) parts.push(`${productLabels.priceFrom} ${formatPrice(from)}`);
  if (to !== undefined) parts.push(`${productLabels.priceTo} ${formatPrice(to)}`);
  return parts.join(' ');
}

function rangeLabel(filter: Filter, value: string): string {
  const { from, to } = parseRangeValue(value) ?? {};
  const parts = [];
  if (from !== undefined) parts.push(`${productLabels.priceFrom} ${from}`);
  if (to !== undefined) parts.push(`${productLabels.priceTo} ${to}`);
  return `${filter.label}: ${parts.join(' ')}${filter.unit ? ` ${filter.unit}` : ''}`;
}

function dynamicChips(filters: ProductFilters, definitions: readonly Filter[]): FilterChip[] {
  return Object.entries(filters.filters).flatMap(([name, values]) => {
    const filter = definitions.find((item) => item.name === name);
    return values.map((value) => {
      const rest = values.filter((item) => item !== value);
      let label = `${filter?.label ?? name}: ${value}`;
      if (filter?.type === 'checkbox') label = filter.label;
      else if (filter?.type === 'range') label = rangeLabel(filter, value);
      return { key: `filter-${name}-${value}`, label, without: withDynamic(filters, name, rest) };
    });
  });
}

/** One removable chip per active filter, in the order of the filter panel. */
export function activeChips(
  filters: ProductFilters,
  pick: CategoryPick,
  definitions: readonly Filter[] = [],
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (pick.category) {
    chips.push({ key: 'category', label: pick.category.name, without: withCategory(filters, undefined) });
  }
  if (pick.subcategory) {
    chips.push({
      key: 'subcategory',
      label: pick.subcategory.name,
      without: withSubcategory(filters, undefined),
    });
  }
  if (filters.price_from !== undefined || filters.price_to !== undefined) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.price_from, filters.price_to),
      without: { ...filters, price_from: undefined, price_to: undefined },
    });
  }
  if (filters.vip)
    chips.push({ key: 'vip', label: shellLabels.vipOnly, without: { ...filters, vip: undefined } });
  if (filters.period !== 'all') {
    chips.push({
      key: 'period',
      label: periodLabels[filters.period],
      without: { ...filters, period: 'all' },
    });
  }
  if (filters.ad_status) {
    chips.push({
      key: 'ad_status',
      label: adStatusLabels[filters.ad_status],
      without: { ...filters, ad_status: undefined },
    });
  }
  if (filters.seller_type) {
    chips.push({
      key: 'seller_type',
      label: sellerTypeLabels[filters.seller_type],
      without: { ...filters, seller_type: undefined },
    });
  }
  return [...chips, ...dynamicChips(filters, definitions)];
}
