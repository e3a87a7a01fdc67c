export { useSubcategoryFilters } from './api.ts';
export { openedProductId, reportSearchClick } from './search-clicks.ts';
