import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adFieldsSchema,
  canBeBought,
  type AdFields,
  type AdKind,
  type AdFieldsBody,
  type AdStatus,
  type City,
  type DraftFields,
  type Filter,
  type OwnAdDetail,
} from '@mp/contract';

/** What the form's inputs hold: text as typed, ids as select values, filters by name. */
export interface AdFormValues {
  category_id: string;
  subcategory_id: string;
  name: string;
  description: string;
  price: string;
  quantity: string;
  condition: AdStatus;
  /** select and range: text; checkbox: boolean. */
  filters: Record<string, string | boolean>;
  city_id: string;
  address: string;
  /** The chosen suggestion's point; null when the address was typed without choosing one. */
  latitude: number | null;
  longitude: number | null;
}

const idText = (id: number | null | undefined) => (id ? String(id) : '');
const numberText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function emptyValues(cityId: number | undefined): AdFormValues {
  return {
    category_id: '',
    subcategory_id: '',
    name: '',
    description: '',
    price: '',
    quantity: '1',
    condition: 'used',
    filters: {},
    city_id: idText(cityId),
    address: '',
    latitude: null,
    longitude: null,
  };
}

const filterText = (filters: Record<string, string | number | boolean> | undefined) =>
  Object.fromEntries(
    Object.entries(filters ?? {}).map(([name, value]) => [
      name,
      typeof value === 'boolean' ? value : String(value),
    ]),
  );

export function fromDraft(fields: DraftFields, fallbackCityId: number | undefined): AdFormValues {
  const empty = emptyValues(fallbackCityId);
  return {
    category_id: idText(fields.category_id),
    subcategory_id: idText(fields.subcategory_id),
    name: fields.name ?? '',
    description: fields.description ?? '',
    price: numberText(fields.price),
    quantity: numberText(fields.quantity) || empty.quantity,
    condition: fields.condition ?? empty.condition,
    filters: filterText(fields.filters),
    city_id: idText(fields.city_id) || empty.city_id,
    address: fields.address ?? '',
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
  };
}

export function fromProduct(product: OwnAdDetail): AdFormValues {
  return {
    category_id: String(product.category_id),
    subcategory_id: String(product.subcategory_id),
    name: product.name,
    description: product.description,
    price: String(product.price),
    quantity: String(product.quantity),
    condition: product.condition,
    filters: filterText(product.filters),
    city_id: String(product.city_id),
    address: product.address ?? '',
    latitude: product.latitude,
    longitude: product.longitude,
  };
}

const optionalId = (text: string) => (/^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);
/** Spaces inside numbers are only grouping («12 500»). */
const numberInput = (text: string) => text.replace(/\s/g, '');

/** The current subcategory's filter values only; empty ones are left out. */
function filterValues(
  values: AdFormValues,
  filters: readonly Filter[],
): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const filter of filters) {
    const value = values.filters[filter.name];
    if (filter.type === 'checkbox') {
      if (value === true) result[filter.name] = true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    if (filter.type === 'range') {
      const number = Number(numberInput(text).replace(',', '.'));
      result[filter.name] = Number.isFinite(number) ? number : text;
    } else result[filter.name] = text;
  }
  return result;
}

/** Filter values as typed, while the subcategory's filters are still loading. */
const rawFilterValues = (values: AdFormValues) =>
  Object.fromEntries(Object.entries(values.filters).filter(([, value]) => value !== '' && value !== false));

/** What a draft keeps: whatever was typed so far, nothing checked. */
export function toDraftFields(values: AdFormValues, filters: readonly Filter[] | undefined): DraftFields {
  return {
    name: values.name,
    description: values.description,
    price: numberInput(values.price) || null,
    quantity: numberInput(values.quantity) || null,
    condition: values.condition,
    category_id: optionalId(values.category_id),
    subcategory_id: optionalId(values.subcategory_id),
    filters: filters ? filterValues(values, filters) : rawFilterValues(values),
    city_id: optionalId(values.city_id),
    address: values.address,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}

/** Worth a draft: the seller has typed something or chosen a category. */
export const isMeaningful = (values: AdFormValues) =>
  [values.name, values.description, values.price, values.address].some((text) => text.trim() !== '') ||
  values.category_id !== '';

/**
 * The request body; an address typed without a suggestion stands at its city's centre. A vacancy or a
 * service is asked no condition or stock (record 0111), so none is sent.
 */
export function toAdBody(
  values: AdFormValues,
  filters: readonly Filter[],
  cities: readonly City[],
  kind: AdKind = 'goods',
): AdFieldsBody {
  const city = cities.find((item) => String(item.id) === values.city_id);
  const goods = canBeBought(kind);
  return {
    name: values.name,
    description: values.description,
    price: numberInput(values.price),
    quantity: goods ? numberInput(values.quantity) : undefined,
    condition: goods ? values.condition : undefined,
    category_id: values.category_id,
    subcategory_id: values.subcategory_id,
    filters: filterValues(values, filters),
    city_id: values.city_id,
    address: values.address,
    latitude: values.latitude ?? city?.latitude,
    longitude: values.longitude ?? city?.longitude,
  };
}

/** A server or schema error path as the form names it: the point belongs to the address. */
export function formFieldOf(path: string): string {
  const normalised = path.replace(/\[([^\]]+)\]/g, '.$1');
  if (normalised === 'latitude' || normalised === 'longitude') return 'address';
  return normalised;
}

export interface ResolverContext {
  filters: readonly Filter[];
  cities: readonly City[];
  /** What the chosen category's ads are. */
  kind: AdKind;
}

/** The contract's `adFieldsSchema` (the server's own), its messages under the form's fields. */
export const adFormResolver: Resolver<AdFormValues, ResolverContext, AdFields> = (values, context) => {
  const parsed = adFieldsSchema.safeParse(
    toAdBody(values, context?.filters ?? [], context?.cities ?? [], context?.kind),
  );
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = formFieldOf(issue.path.map(String).join('.')).split('.');
    if (!head) continue;
    const error = { type: issue.code, message: issue.message };
    if (rest.length === 0) errors[head] ??= error;
    else {
      const group = (errors[head] ??= {}) as Record<string, unknown>;
      group[rest.join('.')] ??= error;
    }
  }
  return { values: {}, errors: errors as FieldErrors<AdFormValues> };
};
