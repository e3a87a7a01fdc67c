export { CatalogueMenu } from './CatalogueMenu.tsx';
export { CategorySlider } from './CategorySlider.tsx';
export { categoriesQuery, useCategories } from './api.ts';
export { useCategoryHref, type CatalogueChoice } from './useCategoryHref.ts';
