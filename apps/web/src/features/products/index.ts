export { useSubcategoryFilters } from './api.ts';
