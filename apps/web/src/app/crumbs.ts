import { z } from 'zod';
import { breadcrumbs, categorySchema, isPolicyId, policyTitles, shellLabels } from '@mp/contract';
import { queryKeys } from '../shared/api/query-keys.ts';
import type { CrumbContext } from './route-table.ts';

/** A cached reply holding a name, either bare or wrapped in `data` as the API sends it. */
const namedSchema = z.union([
  z.object({ name: z.string().min(1) }),
  z.object({ data: z.object({ name: z.string().min(1) }) }).transform((reply) => reply.data),
]);

const cachedName = (context: CrumbContext, key: readonly unknown[]): string | undefined => {
  const parsed = namedSchema.safeParse(context.cached(key));
  return parsed.success ? parsed.data.name : undefined;
};

export function productCrumb(context: CrumbContext): string {
  const id = context.params.id ?? '';
  return cachedName(context, queryKeys.product(id)) ?? shellLabels.productFallback(id);
}

export function userCrumb(context: CrumbContext): string {
  const id = context.params.id ?? '';
  return cachedName(context, queryKeys.user(id)) ?? shellLabels.userFallback(id);
}

const categoriesSchema = z.array(categorySchema);

/** Spec §2: «Поиск», or the name of the category (or subcategory) being browsed. */
export function searchCrumb(context: CrumbContext): string {
  const categories = categoriesSchema.safeParse(context.cached(queryKeys.categories));
  if (!categories.success) return breadcrumbs.search;
  const subcategoryId = Number(context.search.get('subcategory_id'));
  const categoryId = Number(context.search.get('category_id'));
  for (const category of categories.data) {
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
