export { useSubcategoryFilters } from './api.ts';
export { InlineError } from './InlineError.tsx';
