import type { Category, Subcategory } from '@mp/contract';

export interface CategoryPick {
  category?: Category;
  subcategory?: Subcategory;
}

/**
 * The category and subcategory the filters point at. The catalogue menu may set only a subcategory_id,
 * so its parent category is found through it.
 */
export function resolveCategory(
  categories: readonly Category[],
  categoryId: number | undefined,
  subcategoryId: number | undefined,
): CategoryPick {
  for (const category of categories) {
    const subcategory = category.subcategories.find((item) => item.id === subcategoryId);
    if (subcategory) return { category, subcategory };
  }
  return { category: categories.find((item) => item.id === categoryId) };
}
