/**
 * Query keys shared across features, so that one screen can read what another loaded (the
 * breadcrumbs name a product from the product page's cached reply, for example).
 */
export const queryKeys = {
  categories: ['categories'] as const,
  cities: ['cities'] as const,
  cityBySlug: (slug: string) => ['cities', 'by-slug', slug] as const,
  config: ['config'] as const,
  currentUser: ['user', 'current'] as const,
  autocomplete: (q: string, cityIds: readonly number[]) => ['products', 'autocomplete', q, cityIds] as const,
  product: (id: number | string) => ['products', 'detail', String(id)] as const,
  user: (id: number | string) => ['users', String(id)] as const,
};
