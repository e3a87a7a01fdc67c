import { useCallback } from 'react';
import { useCityStore } from '../city/index.ts';
import { buildSearchUrl, citySlug } from '../../shared/search-url.ts';

export type CatalogueChoice = { category_id: number } | { subcategory_id: number };

/** Spec §2: a category or subcategory opens search in the selected city with it as the filter. */
export function useCategoryHref(): (choice: CatalogueChoice) => string {
  const city = useCityStore((state) => state.city);
  return useCallback((choice) => buildSearchUrl(citySlug(city), choice), [city]);
}
