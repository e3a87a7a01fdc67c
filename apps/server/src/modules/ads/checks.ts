import type { z } from 'zod';
import {
  adFieldsSchema,
  adKindOf,
  canBeBought,
  canTravel,
  messages,
  parcelFieldErrors,
  type AdFields,
  type Filter,
} from '@mp/contract';
import type { CatalogService } from '../catalog/index.ts';
import type { AdsRepository } from './repository.ts';

export type FieldErrors = Record<string, string[]>;
export type AttributeValue = string | number | boolean;

/** An ad's fields that passed every check, its filter values typed, and its category's slug. */
export interface CheckedAd {
  fields: AdFields;
  attributes: Record<string, AttributeValue>;
  categorySlug: string;
}

const fieldNames = Object.keys(adFieldsSchema.shape) as (keyof typeof adFieldsSchema.shape)[];

function addIssues(errors: FieldErrors, field: string, issues: z.core.$ZodIssue[]) {
  for (const issue of issues) {
    const name = [field, ...issue.path.map(String)].join('.');
    (errors[name] ??= []).push(issue.message);
  }
}

/**
 * The ad's fields against the contract and the catalogue: each field on its own (so every error is
 * reported at once), then the subcategory of the category, the city, and every filter value against
 * that subcategory's filters. A vacancy or a service has no condition or stock (record 0111): whatever
 * came for them is not read, and it is kept as new, one. Resolves to the checked ad or the 422 field errors.
 */
export async function checkAdFields(
  raw: Record<string, unknown>,
  ads: AdsRepository,
  catalog: Pick<CatalogService, 'filtersOf'>,
): Promise<{ ad: CheckedAd } | { errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const result = adFieldsSchema.shape[name].safeParse(raw[name]);
    if (result.success) values[name] = result.data;
    else addIssues(errors, name, result.error.issues);
  }
  const categoryId = values.category_id as number | undefined;
  const subcategoryId = values.subcategory_id as number | undefined;
  const cityId = values.city_id as number | undefined;

  if (categoryId !== undefined && !(await ads.categoryExists(categoryId))) {
    errors.category_id = [messages.categoryNotFound];
  }
  const subcategory = subcategoryId === undefined ? undefined : await ads.subcategory(subcategoryId);
  if (subcategoryId !== undefined && !subcategory) errors.subcategory_id = [messages.subcategoryNotFound];
  else if (subcategory && categoryId !== undefined && subcategory.categoryId !== categoryId) {
    errors.subcategory_id = [messages.adSubcategoryMismatch];
  }
  if (cityId !== undefined && !(await ads.cityExists(cityId))) errors.city_id = [messages.cityNotFound];
  if (subcategory && !canBeBought(adKindOf(subcategory.categorySlug))) {
    delete errors.quantity;
    delete errors.condition;
    Object.assign(values, { quantity: 1, condition: 'new' });
  }

  if (subcategory && values.delivery_available === true) {
    const parcel = parcelFieldErrors(values, canTravel(subcategory.categorySlug, subcategory.slug));
    // A field's own error (a malformed weight) says more than «required».
    for (const [field, list] of Object.entries(parcel)) errors[field] ??= list;
  }

  const attributes: Record<string, AttributeValue> = {};
  const given = values.filters as Record<string, AttributeValue> | undefined;
  if (subcategory && given && Object.keys(given).length > 0) {
    const filters = await catalog.filtersOf(subcategory.id);
    for (const [name, value] of Object.entries(given)) {
      const filter = filters.find((candidate) => candidate.name === name);
      if (!filter) {
        errors[`filters.${name}`] = [messages.adFilterUnknown];
        continue;
      }
      const typed = filterValue(filter, value);
      if (typed === null) errors[`filters.${name}`] = [messages.adFilterInvalid];
      else if (typed !== undefined) attributes[name] = typed;
    }
  }

  if (Object.keys(errors).length > 0 || !subcategory) return { errors };
  return { ad: { fields: values as AdFields, attributes, categorySlug: subcategory.categorySlug } };
}

const truthy = new Set(['true', '1', 'on', 'yes', 'да']);
const falsy = new Set(['false', '0', 'off', 'no', 'нет']);

/**
 * A filter value as stored (select → its option, range → a number, checkbox → a boolean);
 * undefined for an empty value (left open), null when the value does not fit the filter.
 */
export function filterValue(filter: Filter, value: AttributeValue): AttributeValue | undefined | null {
  if (typeof value === 'string' && value.trim() === '') return undefined;
  switch (filter.type) {
    case 'select': {
      const text = String(value).trim();
      return filter.values.some((option) => option.value === text) ? text : null;
    }
    case 'range': {
      const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
      if (typeof value === 'boolean' || !Number.isFinite(number)) return null;
      if (filter.min !== null && number < filter.min) return null;
      if (filter.max !== null && number > filter.max) return null;
      return number;
    }
    case 'checkbox': {
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      return truthy.has(text) ? true : falsy.has(text) ? false : null;
    }
  }
}
