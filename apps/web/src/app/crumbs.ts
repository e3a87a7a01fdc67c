import { breadcrumbs, isPolicyId, policyTitles, shellLabels, type Category } from '@mp/contract';
import { queryKeys } from '../shared/api/query-keys.ts';
import { hasFields, isRecord, itemsWhere } from '../shared/lib/stored-shape.ts';
import type { CrumbContext } from './route-table.ts';

/** The name in a cached reply, either bare or wrapped in `data` as the API sends it. */
const cachedName = (context: CrumbContext, key: readonly unknown[]): string | undefined => {
  const reply = context.cached(key);
  const named = isRecord(reply) && isRecord(reply.data) ? reply.data : reply;
  return hasFields<{ name: string }>(named, { name: 'string' }) && named.name !== '' ? named.name : undefined;
};

export function productCrumb(context: CrumbContext): string {
  const id = context.params.id ?? '';
  return cachedName(context, queryKeys.product(id)) ?? shellLabels.productFallback(id);
}

export function userCrumb(context: CrumbContext): string {
  const id = context.params.id ?? '';
  return cachedName(context, queryKeys.user(id)) ?? shellLabels.userFallback(id);
}

const isCategory = (value: unknown): value is Category =>
  hasFields<Category>(value, { id: 'number', name: 'string', subcategories: 'array' });

/** Spec §2: «Поиск», or the name of the category (or subcategory) being browsed. */
export function searchCrumb(context: CrumbContext): string {
  const categories = itemsWhere(context.cached(queryKeys.categories), isCategory);
  const subcategoryId = Number(context.search.get('subcategory_id'));
  const categoryId = Number(context.search.get('category_id'));
  for (const category of categories) {
    const subcategory = category.subcategories.find((sub) => sub.id === subcategoryId);
    if (subcategory) return subcategory.name;
    if (category.id === categoryId) return category.name;
  }
  return breadcrumbs.search;
}

export function policyCrumb(context: CrumbContext): string {
  const id = context.params.id;
  return isPolicyId(id) ? policyTitles[id] : breadcrumbs.notFound;
}
