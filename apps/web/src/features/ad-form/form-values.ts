import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adFieldsSchema,
  canBeBought,
  parcelFieldErrors,
  type AdFields,
  type AdKind,
  type AdFieldsBody,
  type AdStatus,
  type City,
  type DraftFields,
  type Filter,
  type OwnAdDetail,
  type ParcelSize,
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
  /** «Доставка»: the parcel's size class ('' before one is chosen) and weight as typed. */
  delivery_available: boolean;
  parcel_size: ParcelSize | '';
  weight_kg: string;
  handover_in_person: boolean;
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
    delivery_available: false,
    parcel_size: '',
    weight_kg: '',
    handover_in_person: true,
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
    delivery_available: fields.delivery_available ?? empty.delivery_available,
    parcel_size: fields.parcel_size ?? '',
    weight_kg: numberText(fields.weight_kg),
    handover_in_person: fields.handover_in_person ?? empty.handover_in_person,
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
    delivery_available: product.delivery_available,
    parcel_size: product.parcel_size ?? '',
    weight_kg: numberText(product.weight_kg),
    handover_in_person: product.handover_in_person,
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
    delivery_available: values.delivery_available,
    parcel_size: values.parcel_size || null,
    weight_kg: numberInput(values.weight_kg) || null,
    handover_in_person: values.handover_in_person,
  };
}

/** Worth a draft: the seller has typed something or chosen a category. */
export const isMeaningful = (values: AdFormValues) =>
  [values.name, values.description, values.price, values.address].some((text) => text.trim() !== '') ||
  values.category_id !== '';

/**
 * The request body; an address typed without a suggestion stands at its city's centre. A vacancy or a
 * service is asked no condition or stock (record 0111), so none is sent; nor is a parcel for what does
 * not travel.
 */
export function toAdBody(
  values: AdFormValues,
  filters: readonly Filter[],
  cities: readonly City[],
  kind: AdKind = 'goods',
  travels = true,
): AdFieldsBody {
  const city = cities.find((item) => String(item.id) === values.city_id);
  const goods = canBeBought(kind);
  const delivery = travels && values.delivery_available;
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
    delivery_available: delivery,
    parcel_size: delivery ? values.parcel_size || undefined : undefined,
    weight_kg: delivery ? numberInput(values.weight_kg) || undefined : undefined,
    handover_in_person: delivery ? values.handover_in_person : true,
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
  /** Whether the chosen subcategory's ads may offer «Доставка». */
  travels: boolean;
}

/** A field of the body as the contract reads it, or undefined when it does not pass on its own. */
function parsedField<K extends keyof typeof adFieldsSchema.shape>(body: AdFieldsBody, name: K) {
  const result = adFieldsSchema.shape[name].safeParse(body[name]);
  return result.success ? (result.data as AdFields[K]) : undefined;
}

/** What the parcel still lacks (record 0170), judged on those of its fields that pass on their own. */
function parcelIssues(body: AdFieldsBody, travels: boolean) {
  const fields = {
    delivery_available: parsedField(body, 'delivery_available'),
    parcel_size: parsedField(body, 'parcel_size'),
    weight_kg: parsedField(body, 'weight_kg'),
  };
  return Object.entries(parcelFieldErrors(fields, travels)).map(([field, messages]) => ({
    path: [field],
    code: 'custom',
    message: messages[0] ?? '',
  }));
}

/**
 * The contract's `adFieldsSchema` (the server's own) and its check of a parcel, their messages under the
 * form's fields: every error at once, as the server reports them.
 */
export const adFormResolver: Resolver<AdFormValues, ResolverContext, AdFields> = (values, context) => {
  const body = toAdBody(
    values,
    context?.filters ?? [],
    context?.cities ?? [],
    context?.kind,
    context?.travels,
  );
  const parsed = adFieldsSchema.safeParse(body);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues),
    ...parcelIssues(body, context?.travels ?? false),
  ];
  if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
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
